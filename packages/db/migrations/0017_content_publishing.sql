-- Slides and adverts can be drafts, scheduled, and previewed before they go live (issue 18, docs/decisions/0018).
ALTER TABLE "adverts" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "preview_token" text;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "button_text" jsonb;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "button_link" text;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "preview_token" text;--> statement-breakpoint
CREATE INDEX "adverts_preview_token_idx" ON "adverts" USING btree ("preview_token");--> statement-breakpoint
CREATE INDEX "slides_preview_token_idx" ON "slides" USING btree ("preview_token");