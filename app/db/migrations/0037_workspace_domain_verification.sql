ALTER TABLE "workspaces" ADD COLUMN "domain_token" text;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "domain_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "domain_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "domain_check_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "workspaces_verified_domain_key" ON "workspaces" USING btree ("domain") WHERE "workspaces"."domain_verified_at" is not null;--> statement-breakpoint
UPDATE "workspaces" SET "domain_token" = replace(gen_random_uuid()::text, '-', '') WHERE "domain" IS NOT NULL;
