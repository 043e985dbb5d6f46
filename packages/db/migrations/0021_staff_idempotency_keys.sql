-- Issue 40: staff writes that add (stock adjustments, settlements) take an Idempotency-Key: a retry gets the first answer.
CREATE TABLE "staff_idempotency_keys" (
	"staff_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_idempotency_keys_staff_id_key_pk" PRIMARY KEY("staff_id","key")
);
--> statement-breakpoint
ALTER TABLE "staff_idempotency_keys" ADD CONSTRAINT "staff_idempotency_keys_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;