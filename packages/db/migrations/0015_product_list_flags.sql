-- The staff list's "low stock" and "no image" filters (issue 16) on 100,000 products: a flag on the product,
-- kept by triggers like in_stock (migration 0008), and a small partial index per filter for the page and its
-- count. Added with the value most products have (no table rewrite), then set for the others with the
-- products_touch trigger off, so that the migration changes no product's updated_at.
ALTER TABLE "products" ADD COLUMN "low_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "has_image" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" DISABLE TRIGGER "products_touch";--> statement-breakpoint
UPDATE "products" p SET "has_image" = false
WHERE NOT EXISTS (
	SELECT 1 FROM "product_colors" pc WHERE pc."product_id" = p."id" AND jsonb_array_length(pc."images") > 0
);--> statement-breakpoint
UPDATE "products" p SET "low_stock" = true
WHERE EXISTS (
	SELECT 1 FROM "product_colors" pc
	JOIN "product_color_sizes" z ON z."product_color_id" = pc."id"
	WHERE pc."product_id" = p."id" AND z."quantity" BETWEEN 1 AND 5
);--> statement-breakpoint
ALTER TABLE "products" ENABLE TRIGGER "products_touch";--> statement-breakpoint
-- A new product has no colour yet.
ALTER TABLE "products" ALTER COLUMN "has_image" SET DEFAULT false;--> statement-breakpoint
CREATE INDEX "products_staff_low_stock_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."deleted_at" IS NULL AND "products"."low_stock";--> statement-breakpoint
CREATE INDEX "products_staff_no_image_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."deleted_at" IS NULL AND NOT "products"."has_image";--> statement-breakpoint
-- in_stock and low_stock follow the sizes' quantities (5: lowStockThreshold in the server, and the partial
-- index of migration 0014); only a flip writes the product row.
CREATE OR REPLACE FUNCTION "products_stock_refresh"("ids" integer[]) RETURNS void LANGUAGE sql AS $$
	UPDATE "products" p SET "in_stock" = s."in_stock", "low_stock" = s."low_stock"
	FROM (
		SELECT x."id",
			EXISTS (
				SELECT 1 FROM "product_colors" pc
				JOIN "product_color_sizes" z ON z."product_color_id" = pc."id"
				WHERE pc."product_id" = x."id" AND z."quantity" > 0
			) AS "in_stock",
			EXISTS (
				SELECT 1 FROM "product_colors" pc
				JOIN "product_color_sizes" z ON z."product_color_id" = pc."id"
				WHERE pc."product_id" = x."id" AND z."quantity" BETWEEN 1 AND 5
			) AS "low_stock"
		FROM unnest("ids") AS x("id")
	) s
	WHERE p."id" = s."id"
		AND (p."in_stock" IS DISTINCT FROM s."in_stock" OR p."low_stock" IS DISTINCT FROM s."low_stock");
$$;--> statement-breakpoint
-- A sale or a cancellation: only a crossing of zero or of the low-stock line reaches the product.
DROP TRIGGER "product_color_sizes_stock_update" ON "product_color_sizes";--> statement-breakpoint
CREATE TRIGGER "product_color_sizes_stock_update" AFTER UPDATE OF "quantity", "product_color_id" ON "product_color_sizes"
	FOR EACH ROW WHEN ((OLD."quantity" > 0) IS DISTINCT FROM (NEW."quantity" > 0)
		OR (OLD."quantity" BETWEEN 1 AND 5) IS DISTINCT FROM (NEW."quantity" BETWEEN 1 AND 5)
		OR OLD."product_color_id" IS DISTINCT FROM NEW."product_color_id")
	EXECUTE FUNCTION "product_color_size_stock_flipped"();
--> statement-breakpoint
-- has_image follows the colours' images.
CREATE FUNCTION "products_image_refresh"("ids" integer[]) RETURNS void LANGUAGE sql AS $$
	UPDATE "products" p SET "has_image" = s."has_image"
	FROM (
		SELECT x."id", EXISTS (
			SELECT 1 FROM "product_colors" pc WHERE pc."product_id" = x."id" AND jsonb_array_length(pc."images") > 0
		) AS "has_image"
		FROM unnest("ids") AS x("id")
	) s
	WHERE p."id" = s."id" AND p."has_image" IS DISTINCT FROM s."has_image";
$$;--> statement-breakpoint
CREATE FUNCTION "product_colors_images_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM "products_image_refresh"(ARRAY(SELECT DISTINCT o."product_id" FROM "old_rows" o));
	ELSE
		PERFORM "products_image_refresh"(ARRAY(SELECT DISTINCT n."product_id" FROM "new_rows" n));
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_colors_image_insert" AFTER INSERT ON "product_colors"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_colors_images_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_colors_image_delete" AFTER DELETE ON "product_colors"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_colors_images_changed"();
--> statement-breakpoint
-- Updates (images uploaded, reordered, deleted): a row trigger that passes only when a colour gains its first
-- image, loses its last, or moves to another product.
CREATE FUNCTION "product_color_image_flipped"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "products_image_refresh"(ARRAY[OLD."product_id", NEW."product_id"]);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_colors_image_update" AFTER UPDATE OF "images", "product_id" ON "product_colors"
	FOR EACH ROW WHEN ((jsonb_array_length(OLD."images") > 0) IS DISTINCT FROM (jsonb_array_length(NEW."images") > 0)
		OR OLD."product_id" IS DISTINCT FROM NEW."product_id")
	EXECUTE FUNCTION "product_color_image_flipped"();
