-- Booked shipments (spec 02 §3 shipment record, §4 status flags; issue 12): the prepared request as
-- sent, the rate it was booked at, the carrier's tracking number and the status bit set, owned by an
-- account (a CSR acting for a client books for the client and is recorded as the creator).
CREATE TABLE IF NOT EXISTS "shipments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"draft_id" uuid REFERENCES "shipment_drafts"("id") ON DELETE SET NULL,
	"carrier" text NOT NULL,
	"carrier_product" text NOT NULL,
	"service_name" text NOT NULL,
	"tracking_number" text NOT NULL,
	"target_ship_date" date NOT NULL,
	"primary_status_flag" integer NOT NULL,
	"has_error" boolean DEFAULT false NOT NULL,
	"origin_country_code" text NOT NULL,
	"destination_country_code" text NOT NULL,
	"is_document" boolean NOT NULL,
	"is_dutiable" boolean NOT NULL,
	"is_domestic" boolean NOT NULL,
	"is_import" boolean NOT NULL,
	"is_us_territories" boolean NOT NULL,
	"description" text NOT NULL,
	"shipment_reference_number" text,
	"declared_total_value" numeric(12, 2),
	"currency" text NOT NULL,
	"request" json NOT NULL,
	"rate" json NOT NULL,
	"amount_cents" integer NOT NULL,
	"payment_type" text NOT NULL,
	"payment_method_id" uuid REFERENCES "saved_payment_methods"("id") ON DELETE SET NULL,
	"uses_house_account" boolean DEFAULT false NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"canceled_on" timestamp with time zone,
	CONSTRAINT "shipments_payment_type_check" CHECK ("payment_type" IN ('pay_now', 'pay_later', 'house_account', 'third_party', 'receiver'))
);--> statement-breakpoint
-- A tracking number names one shipment of its carrier.
CREATE UNIQUE INDEX IF NOT EXISTS "shipments_tracking_idx" ON "shipments" USING btree ("carrier","tracking_number");--> statement-breakpoint
-- The owner's list, newest first (GET /api/shipments), read in the index's order.
CREATE INDEX IF NOT EXISTS "shipments_owner_created_idx" ON "shipments" USING btree ("owner_id","created_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- The documents of a shipment (spec 02 §3 shipment document): real PDFs, generated off the HTTP thread
-- and stored in the booking's transaction. `ready_on` reproduces the carrier's "not generated yet"
-- (418) for a moment after a UPS booking (spec 02 §7).
CREATE TABLE IF NOT EXISTS "shipment_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shipment_id" uuid NOT NULL REFERENCES "shipments"("id") ON DELETE CASCADE,
	"owner_id" uuid NOT NULL,
	"type" text NOT NULL,
	"file_name" text NOT NULL,
	"content" bytea NOT NULL,
	"ready_on" timestamp with time zone NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shipment_documents_shipment_idx" ON "shipment_documents" USING btree ("shipment_id","type");--> statement-breakpoint
-- What was charged for a shipment (pay now): the gateway's authorization, captured once, refunded
-- when the shipment is cancelled. Never a card number: the method is named by its stored id.
CREATE TABLE IF NOT EXISTS "shipment_charges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shipment_id" uuid NOT NULL REFERENCES "shipments"("id") ON DELETE CASCADE,
	"owner_id" uuid NOT NULL,
	"authorization_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_on" timestamp with time zone,
	CONSTRAINT "shipment_charges_status_check" CHECK ("status" IN ('captured', 'refunded'))
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "shipment_charges_shipment_idx" ON "shipment_charges" USING btree ("shipment_id");--> statement-breakpoint
-- Idempotency keys (issue 12 "never twice"): the first request with a key claims it; a retry with the
-- same body replays its answer for 24 hours, a different body is refused.
CREATE TABLE IF NOT EXISTS "idempotency_keys" (
	"owner_id" uuid NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" json,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY ("owner_id", "route", "key")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_on");
