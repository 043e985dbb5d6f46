-- Staff accounts and roles, staff sessions and their refresh tokens (issue 16). Applies after 0009 (merged from a parallel branch).
CREATE TABLE "staff_refresh_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_refresh_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"staff_user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_users" DROP CONSTRAINT "staff_users_role_values";--> statement-breakpoint
ALTER TABLE "staff_users" ALTER COLUMN "role" DROP DEFAULT;--> statement-breakpoint
-- The two roles of issue 10 become the roles of issue 16: an admin is an owner, staff moved orders on.
UPDATE "staff_users" SET "role" = CASE WHEN "role" = 'admin' THEN 'owner' ELSE 'order_agent' END;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_refresh_tokens" ADD CONSTRAINT "staff_refresh_tokens_session_id_staff_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."staff_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_refresh_tokens_token_hash_key" ON "staff_refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_refresh_tokens_session_id_idx" ON "staff_refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "staff_refresh_tokens_expires_at_idx" ON "staff_refresh_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_user_id_idx" ON "staff_sessions" USING btree ("staff_user_id");--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_languages_values" CHECK ("staff_users"."languages" <@ ARRAY['ar', 'en', 'ckb', 'tr', 'it']::text[]);--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_role_values" CHECK ("staff_users"."role" IN ('owner', 'manager', 'catalogue_editor', 'translator', 'order_agent', 'stock_clerk', 'content_editor'));