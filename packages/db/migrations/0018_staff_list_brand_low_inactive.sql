-- The staff product list's slow filters on 100,000 products (issue 16): a brand's page and count, inactive
-- products, and "active and low stock" answered from partial indexes alone (no table reads).
DROP INDEX "products_staff_low_stock_idx";--> statement-breakpoint
CREATE INDEX "products_staff_inactive_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."deleted_at" IS NULL AND "products"."status" <> 1;--> statement-breakpoint
CREATE INDEX "products_staff_brand_idx" ON "products" USING btree ("brand_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_staff_low_stock_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"status") WHERE "products"."deleted_at" IS NULL AND "products"."low_stock";