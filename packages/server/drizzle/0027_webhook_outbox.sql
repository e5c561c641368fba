-- The webhook outbox (docs/webhooks.md#the-outbox): a status change's event is written here, one row per
-- endpoint that takes it, in the same transaction as the change itself (tracking's check), so a server
-- that stops between the commit and the job queue loses nothing. A relay moves the rows to delivery jobs
-- (pg-boss, queue "webhook-delivery") and deletes them; the row's id is the job's id, so a relay that
-- stopped after sending and before deleting sends the same job again, which the queue skips (its insert
-- is ON CONFLICT DO NOTHING on the job's id).
CREATE TABLE IF NOT EXISTS "webhook_outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	-- Deleting the endpoint drops what was still waiting for it (its delivery log goes too).
	"endpoint_id" uuid NOT NULL REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE,
	-- The event as sent (the same id and body for every endpoint of one change).
	"event" json NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- The relay reads the oldest rows first.
CREATE INDEX IF NOT EXISTS "webhook_outbox_created_idx" ON "webhook_outbox" USING btree ("created_on", "id");
