CREATE TABLE "view_marks" (
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"reader" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	CONSTRAINT "view_marks_kind_item_id_reader_hour_pk" PRIMARY KEY("kind","item_id","reader","hour"),
	CONSTRAINT "view_marks_kind_check" CHECK (kind in ('article', 'tutorial', 'video'))
);
--> statement-breakpoint
CREATE INDEX "view_marks_hour_idx" ON "view_marks" USING btree ("hour");