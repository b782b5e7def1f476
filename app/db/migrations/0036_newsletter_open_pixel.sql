ALTER TABLE "newsletter_deliveries" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_editions" ADD COLUMN "count_opens" boolean DEFAULT false NOT NULL;