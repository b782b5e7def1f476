CREATE TABLE "newsletter_link_clicks" (
	"delivery_id" uuid NOT NULL,
	"edition_id" uuid NOT NULL,
	"link_index" integer NOT NULL,
	"clicked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_link_clicks_delivery_id_link_index_pk" PRIMARY KEY("delivery_id","link_index"),
	CONSTRAINT "newsletter_link_clicks_index_check" CHECK ("newsletter_link_clicks"."link_index" >= 0)
);
--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_link_clicks" ADD CONSTRAINT "newsletter_link_clicks_delivery_id_newsletter_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "newsletter_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_link_clicks" ADD CONSTRAINT "newsletter_link_clicks_edition_id_newsletter_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "newsletter_editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_link_clicks_edition_idx" ON "newsletter_link_clicks" USING btree ("edition_id","link_index");