CREATE TABLE "headline_tests" (
	"article_id" uuid PRIMARY KEY NOT NULL,
	"alt_title" text NOT NULL,
	"goal_views" integer DEFAULT 1000 NOT NULL,
	"impressions_a" integer DEFAULT 0 NOT NULL,
	"clicks_a" integer DEFAULT 0 NOT NULL,
	"impressions_b" integer DEFAULT 0 NOT NULL,
	"clicks_b" integer DEFAULT 0 NOT NULL,
	"started_by" text,
	"ended_at" timestamp with time zone,
	"applied" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "headline_tests_goal_check" CHECK ("headline_tests"."goal_views" between 50 and 1000000),
	CONSTRAINT "headline_tests_alt_title_check" CHECK (char_length("headline_tests"."alt_title") between 1 and 200),
	CONSTRAINT "headline_tests_applied_check" CHECK ("headline_tests"."applied" is null or "headline_tests"."applied" in ('a', 'b')),
	CONSTRAINT "headline_tests_counts_check" CHECK ("headline_tests"."impressions_a" >= 0 and "headline_tests"."clicks_a" >= 0 and "headline_tests"."impressions_b" >= 0 and "headline_tests"."clicks_b" >= 0)
);
--> statement-breakpoint
ALTER TABLE "headline_tests" ADD CONSTRAINT "headline_tests_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "headline_tests" ADD CONSTRAINT "headline_tests_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;