CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor" text NOT NULL,
	"actor_id" integer,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_action_values" CHECK ("audit_log"."action" IN ('create', 'update', 'delete'))
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"size_id" integer,
	"product_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"quantity_after" integer NOT NULL,
	"reason" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" integer,
	"order_number" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_reason_values" CHECK ("stock_movements"."reason" IN ('sale', 'cancellation', 'adjustment', 'stocktake', 'import')),
	CONSTRAINT "stock_movements_quantity_after_nonnegative" CHECK ("stock_movements"."quantity_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_size_id_product_color_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."product_color_sizes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_size_id_idx" ON "stock_movements" USING btree ("size_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_product_id_idx" ON "stock_movements" USING btree ("product_id","reason");--> statement-breakpoint
-- The audit log is append-only: nothing rewrites or removes history (TRUNCATE, for a reseed, stays possible).
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_log is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
	FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint
-- Sales through orders are counted from the ledger from now on: units of earlier orders that were not cancelled
-- join the product's own figure, and each size's current stock opens its ledger.
UPDATE "products" p SET "units_sold" = p."units_sold" + sold."units"
FROM (
	SELECT oi."product_id", sum(oi."quantity")::int AS "units"
	FROM "order_items" oi JOIN "orders" o ON o."id" = oi."order_id"
	WHERE o."status" <> 'cancelled'
	GROUP BY oi."product_id"
) sold
WHERE p."id" = sold."product_id";--> statement-breakpoint
INSERT INTO "stock_movements" ("size_id", "product_id", "delta", "quantity_after", "reason", "actor", "note")
SELECT z."id", pc."product_id", z."quantity", z."quantity", 'stocktake', 'system', 'opening balance'
FROM "product_color_sizes" z JOIN "product_colors" pc ON pc."id" = z."product_color_id"
WHERE z."quantity" > 0
ORDER BY z."id";
--> statement-breakpoint
-- A transaction that dates its own writes (the demo seed: `SET LOCAL dukkan.dated_writes = 'on'`, so that every
-- run writes the same store) keeps the updated_at it writes; any other update of a product says when it happened.
CREATE OR REPLACE FUNCTION "products_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF coalesce(current_setting('dukkan.dated_writes', true), '') <> 'on' THEN
		NEW."updated_at" := clock_timestamp();
	END IF;
	RETURN NEW;
END
$$;
