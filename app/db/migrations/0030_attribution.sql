CREATE TABLE "conversions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"landing_path" text,
	"content_kind" text,
	"content_path" text,
	"plan_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversions_kind_check" CHECK (kind in ('signup', 'paid_start', 'upgrade', 'cancellation')),
	CONSTRAINT "conversions_source_check" CHECK (source in ('search', 'social', 'newsletter', 'campaign', 'other_site', 'direct')),
	CONSTRAINT "conversions_content_kind_check" CHECK (content_kind in ('article', 'course', 'path', 'tutorial', 'video', 'podcast'))
);
--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversions_created_idx" ON "conversions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "conversions_content_idx" ON "conversions" USING btree ("content_path","kind");--> statement-breakpoint
CREATE INDEX "conversions_user_idx" ON "conversions" USING btree ("user_id","kind");