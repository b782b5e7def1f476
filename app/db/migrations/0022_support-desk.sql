CREATE TABLE "support_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"via" text DEFAULT 'web' NOT NULL,
	"message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_messages_message_id_unique" UNIQUE("message_id"),
	CONSTRAINT "support_messages_kind_check" CHECK (kind in ('customer', 'staff', 'note')),
	CONSTRAINT "support_messages_via_check" CHECK (via in ('web', 'email'))
);
--> statement-breakpoint
CREATE TABLE "support_saved_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "support_tickets_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"requester_id" text,
	"requester_email" text NOT NULL,
	"requester_name" text NOT NULL,
	"plan" text NOT NULL,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"priority" text NOT NULL,
	"assignee_id" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"first_response_due_at" timestamp with time zone NOT NULL,
	"resolution_due_at" timestamp with time zone NOT NULL,
	"first_responded_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"pending_since" timestamp with time zone,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_alert" text DEFAULT '' NOT NULL,
	"rating" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_tickets_number_unique" UNIQUE("number"),
	CONSTRAINT "support_tickets_status_check" CHECK (status in ('new', 'open', 'pending', 'resolved', 'closed', 'spam')),
	CONSTRAINT "support_tickets_priority_check" CHECK (priority in ('urgent', 'high', 'normal', 'low')),
	CONSTRAINT "support_tickets_plan_check" CHECK (plan in ('visitor', 'free', 'premium', 'enterprise')),
	CONSTRAINT "support_tickets_category_check" CHECK (category in ('general', 'support', 'content', 'business', 'billing', 'feedback')),
	CONSTRAINT "support_tickets_due_alert_check" CHECK (due_alert in ('', 'near', 'breached')),
	CONSTRAINT "support_tickets_rating_check" CHECK (rating in (1, 5))
);
--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "support_contact_id" text;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_saved_replies" ADD CONSTRAINT "support_saved_replies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_messages_position_key" ON "support_messages" USING btree ("ticket_id","position");--> statement-breakpoint
CREATE INDEX "support_tickets_queue_idx" ON "support_tickets" USING btree ("status","priority","first_response_due_at");--> statement-breakpoint
CREATE INDEX "support_tickets_requester_idx" ON "support_tickets" USING btree ("requester_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_tickets_email_idx" ON "support_tickets" USING btree ("requester_email");--> statement-breakpoint
CREATE INDEX "support_tickets_assignee_idx" ON "support_tickets" USING btree ("assignee_id","status");--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_support_contact_id_users_id_fk" FOREIGN KEY ("support_contact_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- Contact messages become tickets: each keeps its sender, category, subject and text as the
-- first customer message; handled ones are closed. Their due times are set a calendar day and
-- a week after they arrived (the business calendar applies to tickets opened from now on).
INSERT INTO "support_tickets" ("id", "requester_id", "requester_email", "requester_name", "plan", "category", "subject", "status", "priority", "first_response_due_at", "resolution_due_at", "closed_at", "last_activity_at", "created_at", "updated_at")
SELECT m."id", u."id", m."email", m."name", coalesce(u."subscription_tier", 'visitor'), m."category", m."subject",
  CASE WHEN m."is_handled" THEN 'closed' ELSE 'new' END,
  CASE u."subscription_tier" WHEN 'enterprise' THEN 'urgent' WHEN 'premium' THEN 'high' ELSE 'normal' END,
  m."created_at" + interval '1 day', m."created_at" + interval '7 days',
  CASE WHEN m."is_handled" THEN m."created_at" END, m."created_at", m."created_at", m."created_at"
FROM "contact_messages" m
LEFT JOIN "users" u ON lower(u."email") = lower(m."email")
ORDER BY m."created_at";--> statement-breakpoint
INSERT INTO "support_messages" ("ticket_id", "position", "kind", "author_id", "author_name", "body", "via", "created_at")
SELECT t."id", 1, 'customer', t."requester_id", t."requester_name", m."message", 'web', m."created_at"
FROM "contact_messages" m JOIN "support_tickets" t ON t."id" = m."id";
