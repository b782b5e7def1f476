CREATE TABLE "welcome_sends" (
	"step_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"email_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "welcome_sends_step_id_user_id_pk" PRIMARY KEY("step_id","user_id"),
	CONSTRAINT "welcome_sends_status_check" CHECK (status in ('sent', 'skipped_unsubscribed', 'skipped_upgraded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "welcome_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"day" integer NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"stop_on_upgrade" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "welcome_steps_trigger_check" CHECK (trigger in ('signup', 'paid_start')),
	CONSTRAINT "welcome_steps_day_check" CHECK ("welcome_steps"."day" between 0 and 90)
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "welcome_series" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "welcome_sends" ADD CONSTRAINT "welcome_sends_step_id_welcome_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "welcome_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welcome_sends" ADD CONSTRAINT "welcome_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welcome_steps" ADD CONSTRAINT "welcome_steps_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "welcome_sends_step_idx" ON "welcome_sends" USING btree ("step_id","status");--> statement-breakpoint
CREATE INDEX "welcome_steps_trigger_idx" ON "welcome_steps" USING btree ("trigger","day");--> statement-breakpoint
INSERT INTO "welcome_steps" ("trigger", "day", "subject", "body") VALUES
('signup', 0, 'Welcome to {site}, {name}', '<p>Hi {name},</p><p>Thanks for joining {site}. Here is where to start:</p><ul><li><a href="/news">The news</a>: what changed in AI and marketing today, written by people who use the tools.</li><li><a href="/education">Courses and learning paths</a>: start with a free one and keep your progress on every device.</li><li><a href="/profile">Your profile</a>: pick the newsletters and alerts you want.</li></ul><p>Reply to any of our newsletters if something is missing: an editor reads every answer.</p>'),
('signup', 2, 'Three habits of readers who get the most from {site}', '<p>Hi {name},</p><p>Two days in, here are three things our most engaged readers do:</p><ol><li><strong>Save as they go.</strong> The save button on every article keeps it on your profile for later.</li><li><strong>Follow a learning path.</strong> Paths put courses in order, from the first prompt to a measured campaign.</li><li><strong>Read the weekly summary.</strong> One e-mail on your chosen day with the week''s most-read stories and what is new to learn, watch and hear.</li></ol><p>See you on <a href="/">{site}</a>.</p>'),
('signup', 7, 'A week with {site}: what Premium adds', '<p>Hi {name},</p><p>You have been reading {site} for a week. Premium members also get every premium article and analysis, every course with its quizzes and certificate, and the full podcast archive with transcripts.</p><p><a href="/subscription">Compare the plans</a>: you can cancel at any time from your account.</p>'),
('paid_start', 0, 'Your {site} membership is active', '<p>Hi {name},</p><p>Thank you for subscribing: your membership is active now. Everything is open to you, so a good first step is a <a href="/education">learning path</a> or the newest course.</p><p>Your receipts, your plan and your payment details are on <a href="/subscription">your subscription page</a>, where you can also change plan or cancel.</p>');--> statement-breakpoint
UPDATE "welcome_steps" SET "stop_on_upgrade" = true WHERE "trigger" = 'signup' AND "day" = 7;
