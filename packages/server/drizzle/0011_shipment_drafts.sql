-- Shipment drafts (spec 01 §3, §7; issue 11): the draft as the client sent it (a JSON string of any
-- stored version, 0.2–0.5, migrated when read), its name and step, owned like quotes by a token
-- subject ("user:<id>"), with the person who wrote it last (a CSR acting for a client is recorded)
-- and the partner key of a widget session.
CREATE TABLE IF NOT EXISTS "shipment_drafts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_subject" text NOT NULL,
	"created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"updated_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"partner_key_id" uuid REFERENCES "partner_keys"("id"),
	"name" text NOT NULL,
	"payload" text NOT NULL,
	"step" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone NOT NULL,
	"completed_on" timestamp with time zone,
	"shipment_id" text
);--> statement-breakpoint
-- The owner's list, newest first (GET /api/shipment_drafts), read in the index's order with the id as
-- a stable tie-breaker (issue 8: every list reads one page through an index).
CREATE INDEX IF NOT EXISTS "shipment_drafts_owner_updated_idx" ON "shipment_drafts" USING btree ("owner_subject","updated_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- exists[completedOn]=false, the list the wizard shows: only unfinished drafts, in the same order.
CREATE INDEX IF NOT EXISTS "shipment_drafts_owner_open_idx" ON "shipment_drafts" USING btree ("owner_subject","updated_on" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "completed_on" IS NULL;
