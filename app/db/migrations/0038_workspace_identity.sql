CREATE TABLE "saml_assertions_seen" (
	"workspace_id" uuid NOT NULL,
	"assertion_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saml_assertions_seen_workspace_id_assertion_id_pk" PRIMARY KEY("workspace_id","assertion_id")
);
--> statement-breakpoint
CREATE TABLE "scim_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"label" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "scim_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"external_id" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_sign_in_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"protocol" text NOT NULL,
	"browser_binding_hash" text,
	"code_verifier" text,
	"nonce" text,
	"return_to" text DEFAULT '/' NOT NULL,
	"tested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sso_sign_in_attempts_protocol_check" CHECK (protocol in ('oidc', 'saml'))
);
--> statement-breakpoint
CREATE TABLE "workspace_sso_connections" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"protocol" text NOT NULL,
	"oidc_issuer" text,
	"oidc_client_id" text,
	"oidc_client_secret_sealed" text,
	"saml_entry_point" text,
	"saml_idp_entity_id" text,
	"saml_idp_certificate" text,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"is_sso_required" boolean DEFAULT false NOT NULL,
	"tested_at" timestamp with time zone,
	"tested_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_sso_connections_protocol_check" CHECK (protocol in ('oidc', 'saml'))
);
--> statement-breakpoint
ALTER TABLE "saml_assertions_seen" ADD CONSTRAINT "saml_assertions_seen_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_tokens" ADD CONSTRAINT "scim_tokens_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_tokens" ADD CONSTRAINT "scim_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_users" ADD CONSTRAINT "scim_users_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_users" ADD CONSTRAINT "scim_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_sign_in_attempts" ADD CONSTRAINT "sso_sign_in_attempts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_sign_in_attempts" ADD CONSTRAINT "sso_sign_in_attempts_tested_by_users_id_fk" FOREIGN KEY ("tested_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_sso_connections" ADD CONSTRAINT "workspace_sso_connections_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saml_assertions_seen_expires_idx" ON "saml_assertions_seen" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scim_tokens_hash_key" ON "scim_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "scim_tokens_workspace_idx" ON "scim_tokens" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scim_users_member_key" ON "scim_users" USING btree ("workspace_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scim_users_external_key" ON "scim_users" USING btree ("workspace_id","external_id") WHERE "scim_users"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "sso_sign_in_attempts_expires_idx" ON "sso_sign_in_attempts" USING btree ("expires_at");