-- The address book (spec 03 §3 "Saved address", §7; issue 10): a client's saved contacts in the server's
-- shape (locality = city, dependent_locality = suburb, administrative_area = division), owned by the
-- account (a CSR acting for a client writes the client's, recorded in created_by / updated_by).
CREATE TABLE IF NOT EXISTS "saved_addresses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"updated_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"company_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"country_code" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"address_line3" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"locality" text DEFAULT '' NOT NULL,
	"dependent_locality" text DEFAULT '' NOT NULL,
	"administrative_area" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"phone_extension" text DEFAULT '' NOT NULL,
	"vat_number" text DEFAULT '' NOT NULL,
	"tax_id" text DEFAULT '' NOT NULL,
	"eori_number" text DEFAULT '' NOT NULL,
	"is_residential" boolean NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- The owner's list in the order it is shown (by company, then contact, the id as a stable tie-breaker),
-- read one page at a time through this index (issue 8: every list reads one page through an index).
CREATE INDEX IF NOT EXISTS "saved_addresses_owner_name_idx" ON "saved_addresses" USING btree ("owner_id",lower("company_name"),lower("contact_name"),"id");--> statement-breakpoint
-- autocompleteName (part of a company or contact name, any case) through a trigram index (pg_trgm,
-- migration 0008) rather than a scan of the owner's book.
CREATE INDEX IF NOT EXISTS "saved_addresses_name_trgm_idx" ON "saved_addresses" USING gin ((lower("company_name" || ' ' || "contact_name")) gin_trgm_ops);
