CREATE TABLE "author_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"role_title" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"avatar_url" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "author_profiles_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "author_profiles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "content_authors" (
	"content_type" text NOT NULL,
	"content_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "content_authors_content_type_content_id_profile_id_pk" PRIMARY KEY("content_type","content_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"content_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"actor_id" text,
	"reason" text NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_revisions_number_key" UNIQUE("content_type","content_id","number"),
	CONSTRAINT "content_revisions_reason_check" CHECK (reason in ('save', 'autosave', 'publish', 'schedule', 'unpublish', 'submit', 'approve', 'request_changes', 'restore'))
);
--> statement-breakpoint
CREATE TABLE "edit_locks" (
	"content_type" text NOT NULL,
	"content_id" uuid NOT NULL,
	"holder_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"taken_from_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edit_locks_content_type_content_id_pk" PRIMARY KEY("content_type","content_id")
);
--> statement-breakpoint
CREATE TABLE "preview_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"content_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "preview_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "review_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"content_id" uuid NOT NULL,
	"actor_id" text,
	"decision" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_notes_decision_check" CHECK (decision in ('submitted', 'changes_requested', 'approved'))
);
--> statement-breakpoint
CREATE TABLE "staff_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "staff_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "staff_invitations_role_check" CHECK (role in ('contributor', 'author', 'support', 'editor', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "courses" DROP CONSTRAINT "courses_status_check";--> statement-breakpoint
ALTER TABLE "learning_paths" DROP CONSTRAINT "learning_paths_status_check";--> statement-breakpoint
ALTER TABLE "articles" DROP CONSTRAINT "articles_status_check";--> statement-breakpoint
ALTER TABLE "podcasts" DROP CONSTRAINT "podcasts_status_check";--> statement-breakpoint
ALTER TABLE "tutorials" DROP CONSTRAINT "tutorials_status_check";--> statement-breakpoint
ALTER TABLE "videos" DROP CONSTRAINT "videos_status_check";--> statement-breakpoint
ALTER TABLE "author_profiles" ADD CONSTRAINT "author_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_authors" ADD CONSTRAINT "content_authors_profile_id_author_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "author_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edit_locks" ADD CONSTRAINT "edit_locks_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edit_locks" ADD CONSTRAINT "edit_locks_taken_from_id_users_id_fk" FOREIGN KEY ("taken_from_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_notes" ADD CONSTRAINT "review_notes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_authors_profile_idx" ON "content_authors" USING btree ("profile_id","content_type");--> statement-breakpoint
CREATE INDEX "preview_links_item_idx" ON "preview_links" USING btree ("content_type","content_id");--> statement-breakpoint
CREATE INDEX "review_notes_item_idx" ON "review_notes" USING btree ("content_type","content_id","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK (role in ('user', 'contributor', 'author', 'support', 'editor', 'admin'));--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_status_check" CHECK (status in ('draft', 'review', 'changes_requested', 'approved', 'published', 'unpublished'));--> statement-breakpoint
ALTER TABLE "learning_paths" ADD CONSTRAINT "learning_paths_status_check" CHECK (status in ('draft', 'review', 'changes_requested', 'approved', 'published', 'unpublished'));--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_status_check" CHECK (status in ('draft', 'review', 'changes_requested', 'approved', 'published', 'unpublished'));--> statement-breakpoint
ALTER TABLE "podcasts" ADD CONSTRAINT "podcasts_status_check" CHECK (status in ('draft', 'review', 'changes_requested', 'approved', 'published', 'unpublished'));--> statement-breakpoint
ALTER TABLE "tutorials" ADD CONSTRAINT "tutorials_status_check" CHECK (status in ('draft', 'review', 'changes_requested', 'approved', 'published', 'unpublished'));--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_status_check" CHECK (status in ('draft', 'review', 'changes_requested', 'approved', 'published', 'unpublished'));--> statement-breakpoint
-- The free-text bylines become author profiles, credited as the first author of their items.
INSERT INTO "author_profiles" ("name", "slug")
SELECT DISTINCT ON ("slug") "name", "slug" FROM (
  SELECT btrim("n") AS "name", btrim(regexp_replace(lower(btrim("n")), '[^a-z0-9]+', '-', 'g'), '-') AS "slug"
  FROM (SELECT "author" AS "n" FROM "articles" UNION SELECT "instructor" FROM "courses" UNION SELECT "author" FROM "videos"
        UNION SELECT "host" FROM "podcasts" UNION SELECT "host" FROM "podcast_series") AS "names"
) AS "named" WHERE "slug" <> '' ORDER BY "slug", "name"
ON CONFLICT ("slug") DO NOTHING;--> statement-breakpoint
INSERT INTO "content_authors" ("content_type", "content_id", "profile_id", "position")
SELECT "credited"."type", "credited"."id", "author_profiles"."id", 0 FROM (
  SELECT 'articles' AS "type", "id", "author" AS "n" FROM "articles"
  UNION ALL SELECT 'courses', "id", "instructor" FROM "courses"
  UNION ALL SELECT 'videos', "id", "author" FROM "videos"
  UNION ALL SELECT 'podcasts', "id", "host" FROM "podcasts"
  UNION ALL SELECT 'series', "id", "host" FROM "podcast_series"
) AS "credited"
JOIN "author_profiles" ON "author_profiles"."slug" = btrim(regexp_replace(lower(btrim("credited"."n")), '[^a-z0-9]+', '-', 'g'), '-')
ON CONFLICT DO NOTHING;
