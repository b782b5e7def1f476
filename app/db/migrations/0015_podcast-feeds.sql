CREATE TABLE "podcast_feed_addresses" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"address_hash" text NOT NULL,
	CONSTRAINT "podcast_feed_addresses_user_id_day_address_hash_pk" PRIMARY KEY("user_id","day","address_hash")
);
--> statement-breakpoint
CREATE TABLE "podcast_feed_tokens" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"flagged_at" timestamp with time zone,
	"flagged_day" date,
	"flagged_addresses" integer,
	CONSTRAINT "podcast_feed_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "podcast_series" ADD COLUMN "apple_category" text DEFAULT 'News' NOT NULL;--> statement-breakpoint
ALTER TABLE "podcast_series" ADD COLUMN "apple_subcategory" text DEFAULT 'Tech News';--> statement-breakpoint
ALTER TABLE "podcast_series" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "podcast_series" ADD COLUMN "guid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "podcast_series" ADD COLUMN "new_feed_url" text;--> statement-breakpoint
ALTER TABLE "podcast_feed_addresses" ADD CONSTRAINT "podcast_feed_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_feed_tokens" ADD CONSTRAINT "podcast_feed_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_series" ADD CONSTRAINT "podcast_series_guid_unique" UNIQUE("guid");