CREATE TABLE "video_streams" (
	"video_id" uuid PRIMARY KEY NOT NULL,
	"source_key" text NOT NULL,
	"version" text NOT NULL,
	"ready_version" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"duration_seconds" integer,
	"source_width" integer,
	"source_height" integer,
	"renditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ready_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_streams_status_check" CHECK (status in ('queued', 'processing', 'ready', 'failed')),
	CONSTRAINT "video_streams_progress_check" CHECK (progress between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "video_streams" ADD CONSTRAINT "video_streams_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "videos"("id") ON DELETE cascade ON UPDATE no action;