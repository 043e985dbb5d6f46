-- Idempotent (IF NOT EXISTS, constraints dropped before they are added): a database that applied an earlier
-- dating of this migration applies it again without harm when the migrator meets it under its later date.
CREATE TABLE IF NOT EXISTS "courier_settlements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "courier_settlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"courier_id" integer NOT NULL,
	"expected" integer NOT NULL,
	"received" integer NOT NULL,
	"note" text,
	"staff_user_id" integer,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"resolution_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_settlements_amounts" CHECK ("courier_settlements"."expected" >= 0 AND "courier_settlements"."received" >= 0)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "couriers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "couriers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT IF EXISTS "orders_status_values";--> statement-breakpoint
UPDATE "orders" SET "status" = 'with_courier' WHERE "status" = 'shipped';--> statement-breakpoint
UPDATE "order_status_events" SET "status" = 'with_courier' WHERE "status" = 'shipped';--> statement-breakpoint
ALTER TABLE "order_status_events" ADD COLUMN IF NOT EXISTS "kind" text DEFAULT 'status' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD COLUMN IF NOT EXISTS "reason" text;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD COLUMN IF NOT EXISTS "details" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "lang" text DEFAULT 'ar' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "courier_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "amount_to_collect" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "settlement_id" integer;--> statement-breakpoint
ALTER TABLE "courier_settlements" DROP CONSTRAINT IF EXISTS "courier_settlements_courier_id_couriers_id_fk", ADD CONSTRAINT "courier_settlements_courier_id_couriers_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."couriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_settlements" DROP CONSTRAINT IF EXISTS "courier_settlements_staff_user_id_staff_users_id_fk", ADD CONSTRAINT "courier_settlements_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_settlements" DROP CONSTRAINT IF EXISTS "courier_settlements_resolved_by_staff_users_id_fk", ADD CONSTRAINT "courier_settlements_resolved_by_staff_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "courier_settlements_courier_id_idx" ON "courier_settlements" USING btree ("courier_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "couriers_phone_key" ON "couriers" USING btree ("phone");--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT IF EXISTS "orders_courier_id_couriers_id_fk", ADD CONSTRAINT "orders_courier_id_couriers_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."couriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT IF EXISTS "orders_settlement_id_courier_settlements_id_fk", ADD CONSTRAINT "orders_settlement_id_courier_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."courier_settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_status_created_at_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_courier_id_idx" ON "orders" USING btree ("courier_id","status");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_settlement_id_idx" ON "orders" USING btree ("settlement_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_full_name_trgm_idx" ON "orders" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_phone_trgm_idx" ON "orders" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "order_status_events" DROP CONSTRAINT IF EXISTS "order_status_events_kind_values", ADD CONSTRAINT "order_status_events_kind_values" CHECK ("order_status_events"."kind" IN ('status', 'note', 'line_edit', 'settlement'));--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT IF EXISTS "orders_status_values", ADD CONSTRAINT "orders_status_values" CHECK ("orders"."status" IN ('placed', 'confirmed', 'preparing', 'with_courier', 'delivered', 'cancelled', 'returned'));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_order_number_pattern_idx" ON "orders" USING btree ("order_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_cash_not_settled_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'delivered' AND "orders"."settlement_id" IS NULL AND "orders"."payment_method" = 'cod';
