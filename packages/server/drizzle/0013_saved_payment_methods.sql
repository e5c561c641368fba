-- Stored payment methods (spec 01 §3, spec 03 §3, §7; issue 11): the payment gateway's token and
-- what may be shown — a card's brand, last 4 digits and expiry; an account's routing number, last 4
-- digits, holder and bank. No column can hold a card number or a security code (docs/payments.md).
CREATE TABLE IF NOT EXISTS "saved_payment_methods" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"type" text NOT NULL,
	"gateway_token" text NOT NULL,
	"brand" text,
	"last4" text NOT NULL,
	"exp_month" integer,
	"exp_year" integer,
	"holder_name" text NOT NULL,
	"routing_number" text,
	"bank_name" text,
	"is_savings" boolean DEFAULT false NOT NULL,
	"billing_address" json NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_payment_methods_type_check" CHECK ("type" IN ('credit_card', 'ach')),
	CONSTRAINT "saved_payment_methods_last4_check" CHECK ("last4" ~ '^[0-9]{4}$')
);--> statement-breakpoint
-- The owner's list, newest first, read in the index's order (issue 8).
CREATE INDEX IF NOT EXISTS "saved_payment_methods_owner_idx" ON "saved_payment_methods" USING btree ("owner_id","created_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);
