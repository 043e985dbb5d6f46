CREATE TABLE "phone_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phone_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_codes_purpose_values" CHECK ("phone_codes"."purpose" IN ('password_reset', 'phone_confirmation'))
);
--> statement-breakpoint
CREATE TABLE "order_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"cod_phone_confirmation" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "order_settings_one_row" CHECK ("order_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "order_settings" ADD CONSTRAINT "order_settings_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_codes_phone_idx" ON "phone_codes" USING btree ("phone","purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_dedupe_key_key" ON "messages" USING btree ("dedupe_key");