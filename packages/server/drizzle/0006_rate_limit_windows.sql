-- Shared request budgets (issue 7 item 7): one row per route, caller and window, counted by an atomic upsert.
-- UNLOGGED: counters need no crash safety (a crash only resets budgets), and without WAL each count costs
-- about half as much (no commit flush on the path of every auth-free request).
CREATE UNLOGGED TABLE IF NOT EXISTS "rate_limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rate_limit_windows_reset_at_idx" ON "rate_limit_windows" USING btree ("reset_at");
