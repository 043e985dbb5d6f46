CREATE TABLE "order_reasons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_reasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"label" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_reasons_kind_values" CHECK ("order_reasons"."kind" IN ('cancel', 'return'))
);
--> statement-breakpoint
CREATE TABLE "order_return_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_return_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"size_id" integer,
	"quantity" integer NOT NULL,
	"condition" text NOT NULL,
	CONSTRAINT "order_return_lines_quantity_positive" CHECK ("order_return_lines"."quantity" > 0),
	CONSTRAINT "order_return_lines_condition_values" CHECK ("order_return_lines"."condition" IN ('restock', 'damaged'))
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_returns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"reason_id" integer,
	"reason" text,
	"refund" integer DEFAULT 0 NOT NULL,
	"staff_user_id" integer,
	"exchange_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_returns_refund_nonnegative" CHECK ("order_returns"."refund" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_reason_values";--> statement-breakpoint
ALTER TABLE "order_status_events" DROP CONSTRAINT "order_status_events_kind_values";--> statement-breakpoint
ALTER TABLE "order_status_events" ADD COLUMN "reason_id" integer;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_size_id_product_color_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."product_color_sizes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_reason_id_order_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."order_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_exchange_order_id_orders_id_fk" FOREIGN KEY ("exchange_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_reasons_kind_idx" ON "order_reasons" USING btree ("kind","position");--> statement-breakpoint
CREATE INDEX "order_return_lines_return_id_idx" ON "order_return_lines" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "order_return_lines_order_item_id_idx" ON "order_return_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "order_returns_order_id_idx" ON "order_returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_returns_created_at_idx" ON "order_returns" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_returns_exchange_order_id_idx" ON "order_returns" USING btree ("exchange_order_id");--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_reason_id_order_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."order_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reason_values" CHECK ("stock_movements"."reason" IN ('sale', 'cancellation', 'return', 'adjustment', 'stocktake', 'import'));--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_kind_values" CHECK ("order_status_events"."kind" IN ('status', 'note', 'line_edit', 'settlement', 'return'));--> statement-breakpoint
-- The shop's starting list of reasons (issue 38); the owner edits it on the staff app's reasons page.
INSERT INTO "order_reasons" ("kind", "label", "position") VALUES
  ('cancel', '{"ar":"غيّر الزبون رأيه","en":"Customer changed their mind","ckb":"کڕیار پەشیمان بووەوە","tr":"Müşteri vazgeçti","it":"Il cliente ha cambiato idea"}', 1),
  ('cancel', '{"ar":"تعذّر الوصول إلى الزبون","en":"Could not reach the customer","ckb":"نەتوانرا پەیوەندی بە کڕیارەوە بکرێت","tr":"Müşteriye ulaşılamadı","it":"Cliente non raggiungibile"}', 2),
  ('cancel', '{"ar":"طلب مكرر","en":"Duplicate order","ckb":"داواکاریی دووبارە","tr":"Mükerrer sipariş","it":"Ordine duplicato"}', 3),
  ('cancel', '{"ar":"نفدت الكمية","en":"Out of stock","ckb":"کاڵاکە نەماوە","tr":"Stokta yok","it":"Esaurito"}', 4),
  ('cancel', '{"ar":"طلب وهمي","en":"Fake order","ckb":"داواکاریی ساختە","tr":"Sahte sipariş","it":"Ordine falso"}', 5),
  ('return', '{"ar":"رفض الزبون الاستلام عند الباب","en":"Customer refused at the door","ckb":"کڕیار لە بەردەم دەرگا وەرینەگرت","tr":"Müşteri kapıda teslim almadı","it":"Il cliente ha rifiutato alla consegna"}', 1),
  ('return', '{"ar":"وصل منتج خطأ","en":"Wrong item","ckb":"کاڵای هەڵە","tr":"Yanlış ürün","it":"Articolo sbagliato"}', 2),
  ('return', '{"ar":"تضرر أثناء التوصيل","en":"Damaged in transit","ckb":"لە کاتی گەیاندندا زیانی پێگەیشت","tr":"Taşımada hasar gördü","it":"Danneggiato durante il trasporto"}', 3),
  ('return', '{"ar":"غيّر الزبون رأيه","en":"Customer changed their mind","ckb":"کڕیار پەشیمان بووەوە","tr":"Müşteri vazgeçti","it":"Il cliente ha cambiato idea"}', 4),
  ('return', '{"ar":"عيب في المنتج","en":"Faulty product","ckb":"کاڵاکە کەموکوڕیی هەیە","tr":"Kusurlu ürün","it":"Prodotto difettoso"}', 5),
  ('return', '{"ar":"المقاس أو اللون غير مناسب","en":"Wrong size or colour","ckb":"قەبارە یان ڕەنگ گونجاو نییە","tr":"Yanlış beden veya renk","it":"Taglia o colore sbagliati"}', 6);
