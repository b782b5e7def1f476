CREATE TABLE "idempotency_keys" (
	"form" text NOT NULL,
	"owner" text NOT NULL,
	"key_hash" text NOT NULL,
	"status" integer,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_form_owner_key_hash_pk" PRIMARY KEY("form","owner","key_hash")
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");