-- Issue 32: the sign-in throttle's counters (one atomic upsert per attempt, shared by every instance) and the
-- view each request with a client's access token asks whether its session is still live.
CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_attempts_last_attempt_at_idx" ON "login_attempts" USING btree ("last_attempt_at");--> statement-breakpoint
CREATE VIEW "public"."live_client_sessions" AS (select "refresh_tokens"."family_id", "refresh_tokens"."client_id" from "refresh_tokens" inner join "clients" on "clients"."id" = "refresh_tokens"."client_id" where ("clients"."status" = 1 and "refresh_tokens"."replaced_at" is null and "refresh_tokens"."revoked_at" is null and "refresh_tokens"."expires_at" > now()));