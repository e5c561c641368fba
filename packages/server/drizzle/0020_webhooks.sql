-- Webhooks (issue 14, docs/webhooks.md): the endpoints an administrator registers for an account, and
-- the log of every attempt to deliver an event to one of them. The events themselves travel in the job
-- queue's jobs (pg-boss, schema "pgboss"); the log keeps what happened to each attempt.
CREATE TABLE IF NOT EXISTS "webhook_endpoints" (
	"id" uuid PRIMARY KEY NOT NULL,
	-- The account whose shipments' events go there (a user: accounts are users, spec 03 §3).
	"account_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	-- The signing secret (whsec_…), kept as is: each delivery signs with it (HMAC needs the secret itself,
	-- a hash will not do). Shown once, in the answer that creates the endpoint (docs/webhooks.md#the-secret).
	"secret" text NOT NULL,
	"event_types" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- An account's endpoints, newest first (the admin list's order; status changes read the same index).
CREATE INDEX IF NOT EXISTS "webhook_endpoints_account_idx" ON "webhook_endpoints" USING btree ("account_id", "created_on" DESC, "id" DESC);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "webhook_deliveries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"endpoint_id" uuid NOT NULL REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE,
	-- The event's id (the same on every attempt and every endpoint of one status change; receivers
	-- deduplicate by it) and type.
	"event_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	-- 1 for the first attempt.
	"attempt" integer NOT NULL,
	-- The receiver's HTTP status, null when none came (refused, timed out).
	"status_code" integer,
	"succeeded" boolean NOT NULL,
	"duration_ms" integer NOT NULL,
	"error" text,
	-- When the next attempt is due after a failure; null after a success or the last attempt.
	"next_attempt_on" timestamp with time zone,
	"attempted_on" timestamp with time zone NOT NULL
);--> statement-breakpoint
-- An endpoint's delivery log, newest first (read in this index's order, page by page).
CREATE INDEX IF NOT EXISTS "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id", "attempted_on" DESC, "id" DESC);
