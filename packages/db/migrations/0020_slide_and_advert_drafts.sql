-- Issue 33: changes to a published slide or advert wait here (API field names) until staff preview and publish them
-- (decision 0018, addendum); the live row stays as it is meanwhile.
ALTER TABLE "adverts" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "draft" jsonb;