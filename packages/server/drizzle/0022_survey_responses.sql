-- The first-shipment survey (issue 15; spec 02 §2, spec 03 §2): one response per account, stored here
-- instead of an external form service. owner_id is the account; answered_by the person signed in (a CSR
-- acting for the client, whose write is audited too). Administrators read them newest first through
-- survey_responses_created_idx.
CREATE TABLE IF NOT EXISTS "survey_responses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"answered_by" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"shipment_id" uuid REFERENCES "shipments"("id") ON DELETE SET NULL,
	"usage_reason" text NOT NULL,
	"usage_reason_other" text,
	"helpfulness" smallint NOT NULL CHECK ("helpfulness" BETWEEN 1 AND 6),
	"future_usage" text NOT NULL,
	"liked_least" text,
	"feature_wanted" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "survey_responses_owner_idx" ON "survey_responses" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "survey_responses_created_idx" ON "survey_responses" USING btree ("created_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);
