-- Orders (spec 02 §2 "Orders screen", §3 Order, §4; issue 15): an account's orders from its selling channels
-- (the New Order form, a file import, a partner's webhook), with their recipient, lines and money; the draft
-- Ship Selected made from one, and the shipment that booking it linked (then the order is processed).
-- Archived orders leave every tab. A CSR acting for the client is recorded as the writer.
CREATE TABLE IF NOT EXISTS "order_channels" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"partner_key_id" uuid NOT NULL REFERENCES "partner_keys"("id"),
	"created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- A partner is connected to an account once; the partner's webhook finds the account through it.
CREATE UNIQUE INDEX IF NOT EXISTS "order_channels_owner_partner_idx" ON "order_channels" USING btree ("owner_id","partner_key_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_channels_partner_idx" ON "order_channels" USING btree ("partner_key_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"updated_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"source" text NOT NULL,
	"channel_id" uuid REFERENCES "order_channels"("id") ON DELETE SET NULL,
	"order_number" text NOT NULL,
	"status" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_company" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text NOT NULL,
	"address_line3" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"country" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"order_date" date NOT NULL,
	"paid_date" date,
	"line_items" json NOT NULL,
	"description" text NOT NULL,
	"total_weight" double precision,
	"currency" text NOT NULL,
	"shipping_paid_cents" bigint NOT NULL,
	"tax_paid_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"draft_id" uuid REFERENCES "shipment_drafts"("id") ON DELETE SET NULL,
	"shipment_id" uuid REFERENCES "shipments"("id") ON DELETE SET NULL,
	"service" text,
	"ship_cost_cents" integer,
	"ship_cost_currency" text,
	"archived_on" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("status" IN ('awaiting_payment', 'on_hold', 'awaiting_shipment', 'processed', 'cancelled')),
	CONSTRAINT "orders_source_check" CHECK ("source" IN ('manual', 'import', 'webhook'))
);--> statement-breakpoint
-- An order number names one order of an account (an import or a webhook sending it again changes it).
CREATE UNIQUE INDEX IF NOT EXISTS "orders_owner_number_idx" ON "orders" USING btree ("owner_id","order_number");--> statement-breakpoint
-- One tab of the owner's orders, newest order date first (GET /api/orders), read in the index's order; the
-- tabs' counts are read from it too. Archived orders are in no tab.
CREATE INDEX IF NOT EXISTS "orders_owner_status_date_idx" ON "orders" USING btree ("owner_id","status","order_date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "archived_on" IS NULL;--> statement-breakpoint
-- Booking a draft made from an order finds the order through it.
CREATE INDEX IF NOT EXISTS "orders_draft_idx" ON "orders" USING btree ("draft_id") WHERE "draft_id" IS NOT NULL;
