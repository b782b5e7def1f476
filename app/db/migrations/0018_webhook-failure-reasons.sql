ALTER TABLE "webhook_deliveries" ADD COLUMN "error_reason" jsonb;--> statement-breakpoint
-- Failures logged before this column keep a reason the log can show in the reader's language: the English texts the server wrote become their message key and values. Any other text stays in "error", which the log shows as written.
UPDATE "webhook_deliveries" SET "error_reason" = CASE
	WHEN "error" ~ '^The endpoint answered [0-9]{1,3}\.$' THEN jsonb_build_object('key', 'workspace.webhooks.delivery.answered', 'values', jsonb_build_object('status', substring("error" from '^The endpoint answered ([0-9]{1,3})\.$')::int))
	WHEN "error" ~ '^The name .+ does not resolve to an address\.$' THEN jsonb_build_object('key', 'workspace.webhooks.error.urlUnresolved', 'values', jsonb_build_object('host', substring("error" from '^The name (.+) does not resolve to an address\.$')))
	ELSE (
		SELECT jsonb_build_object('key', known.key, 'values', '{}'::jsonb)
		FROM (VALUES
			('The endpoint did not answer within 10 seconds.', 'workspace.webhooks.delivery.timeout'),
			('The endpoint could not be reached.', 'workspace.webhooks.delivery.unreachable'),
			('Not sent: the endpoint was switched off.', 'workspace.webhooks.delivery.switchedOff'),
			('Not sent: the workspace’s Enterprise subscription has ended.', 'workspace.webhooks.delivery.subscriptionEnded'),
			('Enter the full address of your endpoint, starting with https://.', 'workspace.webhooks.error.urlInvalid'),
			('The address must not contain a user name or password.', 'workspace.webhooks.error.urlCredentials'),
			('Webhooks are sent over HTTPS: the address must start with https://.', 'workspace.webhooks.error.urlHttps'),
			('This address points into a private or local network, which webhooks may not reach.', 'workspace.webhooks.error.urlPrivate')
		) AS known(text, key)
		WHERE known.text = "error"
	)
END
WHERE "error" IS NOT NULL;
