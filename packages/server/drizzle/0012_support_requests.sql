-- Freight quote requests (spec 01 §2 "Freight quote modal", §7 POST /submit_for_freight_quote_actions): the
-- draft's data and the contact as sent, kept for the operations team, who are mailed each one. A guest may
-- ask (owner_subject "guest:<uuid>"); user_id is set for an account.
CREATE TABLE IF NOT EXISTS "freight_quote_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_subject" text NOT NULL,
	"user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"partner_key_id" uuid REFERENCES "partner_keys"("id"),
	"quote_data" json NOT NULL,
	"contact_data" json NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "freight_quote_requests_created_on_idx" ON "freight_quote_requests" USING btree ("created_on" DESC,"id" DESC);--> statement-breakpoint
-- Support requests (spec 01 §7, spec 03 §3 "Support request"): a message with the draft, rate and step it is
-- about, or the page and notes of the error popup; kept and mailed to the operations team.
CREATE TABLE IF NOT EXISTS "support_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"draft_id" uuid REFERENCES "shipment_drafts"("id") ON DELETE SET NULL,
	"rate_id" text,
	"step" text,
	"page" text,
	"message" text NOT NULL,
	"details" json NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "support_requests_owner_idx" ON "support_requests" USING btree ("owner_id","created_on" DESC,"id" DESC);
