ALTER TABLE "courses" ADD COLUMN "cover_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "cover_focus" text DEFAULT 'center' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "cover_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "cover_focus" text DEFAULT 'center' NOT NULL;--> statement-breakpoint
ALTER TABLE "podcast_series" ADD COLUMN "cover_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "podcast_series" ADD COLUMN "cover_focus" text DEFAULT 'center' NOT NULL;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "cover_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "cover_focus" text DEFAULT 'center' NOT NULL;--> statement-breakpoint
ALTER TABLE "tutorials" ADD COLUMN "cover_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tutorials" ADD COLUMN "cover_focus" text DEFAULT 'center' NOT NULL;--> statement-breakpoint
ALTER TABLE "playlists" ADD COLUMN "cover_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "playlists" ADD COLUMN "cover_focus" text DEFAULT 'center' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "cover_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "cover_focus" text DEFAULT 'center' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_cover_focus_check" CHECK (cover_focus in ('center', 'top', 'bottom', 'left', 'right', 'top left', 'top right', 'bottom left', 'bottom right'));--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_cover_focus_check" CHECK (cover_focus in ('center', 'top', 'bottom', 'left', 'right', 'top left', 'top right', 'bottom left', 'bottom right'));--> statement-breakpoint
ALTER TABLE "podcast_series" ADD CONSTRAINT "podcast_series_cover_focus_check" CHECK (cover_focus in ('center', 'top', 'bottom', 'left', 'right', 'top left', 'top right', 'bottom left', 'bottom right'));--> statement-breakpoint
ALTER TABLE "podcasts" ADD CONSTRAINT "podcasts_cover_focus_check" CHECK (cover_focus in ('center', 'top', 'bottom', 'left', 'right', 'top left', 'top right', 'bottom left', 'bottom right'));--> statement-breakpoint
ALTER TABLE "tutorials" ADD CONSTRAINT "tutorials_cover_focus_check" CHECK (cover_focus in ('center', 'top', 'bottom', 'left', 'right', 'top left', 'top right', 'bottom left', 'bottom right'));--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_cover_focus_check" CHECK (cover_focus in ('center', 'top', 'bottom', 'left', 'right', 'top left', 'top right', 'bottom left', 'bottom right'));--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_cover_focus_check" CHECK (cover_focus in ('center', 'top', 'bottom', 'left', 'right', 'top left', 'top right', 'bottom left', 'bottom right'));