CREATE TABLE "workspace_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"assignee_id" text,
	"due_on" date,
	"assigned_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_assignments_item_key" UNIQUE NULLS NOT DISTINCT("workspace_id","kind","item_id","assignee_id"),
	CONSTRAINT "workspace_assignments_kind_check" CHECK (kind in ('course', 'path', 'tutorial'))
);
--> statement-breakpoint
CREATE TABLE "workspace_collection_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collection_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"added_by" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_collection_items_item_key" UNIQUE("collection_id","kind","item_id"),
	CONSTRAINT "workspace_collection_items_kind_check" CHECK (kind in ('article', 'video', 'podcast')),
	CONSTRAINT "workspace_collection_items_note_check" CHECK (length("workspace_collection_items"."note") <= 280)
);
--> statement-breakpoint
CREATE TABLE "workspace_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_collections_name_key" UNIQUE("workspace_id","name"),
	CONSTRAINT "workspace_collections_name_check" CHECK (length("workspace_collections"."name") between 1 and 80)
);
--> statement-breakpoint
CREATE TABLE "workspace_reads" (
	"workspace_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "workspace_reads_user_id_kind_item_id_day_pk" PRIMARY KEY("user_id","kind","item_id","day"),
	CONSTRAINT "workspace_reads_kind_check" CHECK (kind in ('article', 'tutorial', 'video', 'podcast'))
);
--> statement-breakpoint
ALTER TABLE "workspace_assignments" ADD CONSTRAINT "workspace_assignments_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_assignments" ADD CONSTRAINT "workspace_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_assignments" ADD CONSTRAINT "workspace_assignments_assignee_fk" FOREIGN KEY ("workspace_id","assignee_id") REFERENCES "workspace_members"("workspace_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_collection_items" ADD CONSTRAINT "workspace_collection_items_collection_id_workspace_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "workspace_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_collection_items" ADD CONSTRAINT "workspace_collection_items_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_collections" ADD CONSTRAINT "workspace_collections_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_collections" ADD CONSTRAINT "workspace_collections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_reads" ADD CONSTRAINT "workspace_reads_member_fk" FOREIGN KEY ("workspace_id","user_id") REFERENCES "workspace_members"("workspace_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workspace_assignments_workspace_idx" ON "workspace_assignments" USING btree ("workspace_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "workspace_assignments_assignee_idx" ON "workspace_assignments" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "workspace_collection_items_added_idx" ON "workspace_collection_items" USING btree ("collection_id","added_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "workspace_reads_workspace_day_idx" ON "workspace_reads" USING btree ("workspace_id","day");--> statement-breakpoint
-- A workspace member's new view marks (reader "u:<user id>") are kept in workspace_reads, one
-- row per member, item and UTC day: view_marks itself forgets them after two hours.
CREATE OR REPLACE FUNCTION lumen_record_workspace_reads() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO workspace_reads (workspace_id, user_id, kind, item_id, day)
    SELECT DISTINCT m.workspace_id, m.user_id, new_rows.kind, new_rows.item_id, (new_rows.hour AT TIME ZONE 'UTC')::date
    FROM new_rows JOIN workspace_members m ON m.user_id = substr(new_rows.reader, 3)
    WHERE new_rows.reader LIKE 'u:%'
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER view_marks_workspace_reads AFTER INSERT ON view_marks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lumen_record_workspace_reads();
