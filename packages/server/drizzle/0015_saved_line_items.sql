-- Saved line items, "My Items List" (spec 03 §3 "Saved line item", §5, §7; issue 10): an account's items in
-- the server shape, owned by the account (owner_id), with the person who saved or changed them (a CSR acting
-- for the client is recorded, spec 03 §6 "created items marked as CSR-created").
CREATE TABLE IF NOT EXISTS "saved_line_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"updated_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"nickname" text NOT NULL,
	"description" text NOT NULL,
	"country_of_origin" text NOT NULL,
	"commodity_code" text NOT NULL,
	"eccn" text,
	"value_amount" double precision NOT NULL,
	"value_currency" text NOT NULL,
	"license_number" text,
	"license_expiry" date,
	"license_symbol" text,
	"quantity_amount" integer NOT NULL,
	"quantity_unit" text NOT NULL,
	"weight_value" double precision NOT NULL,
	"weight_unit" text NOT NULL CHECK ("weight_unit" IN ('pound', 'kg')),
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone NOT NULL
);--> statement-breakpoint
-- The owner's list by name, A to Z (GET /api/saved_line_items), read in the index's order with the id as a
-- stable tie-breaker; a nickname search filters the same walk (issue 8: every list reads one page through an
-- index).
CREATE INDEX IF NOT EXISTS "saved_line_items_owner_name_idx" ON "saved_line_items" USING btree ("owner_id", lower("nickname"), "id");
