DROP INDEX "products_search_trgm_idx";--> statement-breakpoint
DROP INDEX "products_search_fts_idx";--> statement-breakpoint
DROP INDEX "products_search_terms_idx";--> statement-breakpoint
-- Added as true (no table rewrite), then set to false for the few products without stock below: updating
-- every row instead left every index of a large catalogue twice its size.
ALTER TABLE "products" ADD COLUMN "in_stock" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");--> statement-breakpoint
-- Search moved to an in-memory index in the server (issue 4): the term vocabulary and its triggers go.
DROP TRIGGER IF EXISTS "products_search_terms_insert" ON "products";--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_search_terms_update" ON "products";--> statement-breakpoint
DROP FUNCTION IF EXISTS "search_terms_collect"();--> statement-breakpoint
DROP TABLE IF EXISTS "search_terms";--> statement-breakpoint
-- Every update of a product says when it happened, whatever wrote it: the search index re-reads the rows
-- changed since it last looked. clock_timestamp, not now(): closer to the commit of a long transaction.
CREATE FUNCTION "products_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."updated_at" := clock_timestamp();
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_touch" BEFORE UPDATE ON "products" FOR EACH ROW EXECUTE FUNCTION "products_touch"();
--> statement-breakpoint
-- products.in_stock follows the sizes' quantities; only a flip writes the product row.
CREATE FUNCTION "products_stock_refresh"("ids" integer[]) RETURNS void LANGUAGE sql AS $$
	UPDATE "products" p SET "in_stock" = s."in_stock"
	FROM (
		SELECT x."id", EXISTS (
			SELECT 1 FROM "product_colors" pc
			JOIN "product_color_sizes" z ON z."product_color_id" = pc."id"
			WHERE pc."product_id" = x."id" AND z."quantity" > 0
		) AS "in_stock"
		FROM unnest("ids") AS x("id")
	) s
	WHERE p."id" = s."id" AND p."in_stock" IS DISTINCT FROM s."in_stock";
$$;--> statement-breakpoint
CREATE FUNCTION "product_color_sizes_stock_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Inserts and deletes (seeds, a colour's sizes replaced): once per statement. Transition tables exist per
	-- event: read only the one this event has.
	IF TG_OP = 'DELETE' THEN
		PERFORM "products_stock_refresh"(ARRAY(
			SELECT DISTINCT pc."product_id" FROM "old_rows" o JOIN "product_colors" pc ON pc."id" = o."product_color_id"));
	ELSE
		PERFORM "products_stock_refresh"(ARRAY(
			SELECT DISTINCT pc."product_id" FROM "new_rows" n JOIN "product_colors" pc ON pc."id" = n."product_color_id"));
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_color_sizes_stock_insert" AFTER INSERT ON "product_color_sizes"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_color_sizes_stock_changed"();
--> statement-breakpoint
-- Updates (an order taking stock, a cancellation giving it back) come one row at a time: a row trigger whose
-- WHEN clause lets only a crossing of zero through costs checkout nothing on every other sale.
CREATE FUNCTION "product_color_size_stock_flipped"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "products_stock_refresh"(ARRAY(
		SELECT DISTINCT pc."product_id" FROM "product_colors" pc
		WHERE pc."id" IN (OLD."product_color_id", NEW."product_color_id")));
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_color_sizes_stock_update" AFTER UPDATE OF "quantity", "product_color_id" ON "product_color_sizes"
	FOR EACH ROW WHEN ((OLD."quantity" > 0) IS DISTINCT FROM (NEW."quantity" > 0)
		OR OLD."product_color_id" IS DISTINCT FROM NEW."product_color_id")
	EXECUTE FUNCTION "product_color_size_stock_flipped"();
--> statement-breakpoint
CREATE TRIGGER "product_color_sizes_stock_delete" AFTER DELETE ON "product_color_sizes"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_color_sizes_stock_changed"();
--> statement-breakpoint
UPDATE "products" p SET "in_stock" = false
WHERE NOT EXISTS (
	SELECT 1 FROM "product_colors" pc
	JOIN "product_color_sizes" z ON z."product_color_id" = pc."id"
	WHERE pc."product_id" = p."id" AND z."quantity" > 0
);--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "in_stock" SET DEFAULT false;
