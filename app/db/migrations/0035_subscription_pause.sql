ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_status_check";--> statement-breakpoint
ALTER TABLE "offers" DROP CONSTRAINT "offers_kind_check";--> statement-breakpoint
DROP INDEX "subscriptions_one_live_per_user_idx";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pause_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "pause_months" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_per_user_idx" ON "subscriptions" USING btree ("user_id") WHERE status in ('trialing', 'active', 'past_due', 'paused');--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_pause_check" CHECK (("subscriptions"."pause_starts_at" is null) = ("subscriptions"."paused_until" is null) and ("subscriptions"."paused_until" is null or "subscriptions"."paused_until" > "subscriptions"."pause_starts_at"));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status_check" CHECK (status in ('trialing', 'active', 'past_due', 'paused', 'canceled', 'incomplete'));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_pause_check" CHECK ("offers"."pause_months" between 0 and 3 and ("offers"."kind" <> 'pause' or ("offers"."pause_months" >= 1 and "offers"."purpose" = 'retention')));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_kind_check" CHECK (kind in ('percent', 'amount', 'trial', 'pause'));