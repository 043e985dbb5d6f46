ALTER TABLE "orders" DROP CONSTRAINT "orders_status_values";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'storefront' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "entered_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_entered_by_staff_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_values" CHECK ("orders"."channel" IN ('storefront', 'phone', 'whatsapp', 'facebook', 'showroom'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_values" CHECK ("orders"."status" IN ('draft', 'placed', 'confirmed', 'preparing', 'with_courier', 'delivered', 'cancelled', 'returned'));