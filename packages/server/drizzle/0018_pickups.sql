-- Pickups (spec 02 §3 "Pickup", §7; issue 13): a carrier's visit to a client's address on one day, in a
-- window of minutes after that address's midnight (time_zone says whose), with the carrier's confirmation
-- number and the address and contact as scheduled. Owned by a client account; created_by / updated_by
-- record who wrote it (a CSR acting for the client). A cancelled pickup keeps its row (canceled_on).
CREATE TABLE IF NOT EXISTS "pickups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"updated_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"carrier" text NOT NULL,
	"carrier_product" text NOT NULL,
	"pickup_date" date NOT NULL,
	"start_time" smallint NOT NULL,
	"end_time" smallint NOT NULL,
	"time_zone" text NOT NULL,
	"location" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"num_of_packages" integer NOT NULL,
	"confirmation_number" text NOT NULL,
	"origin" json NOT NULL,
	"address_line_key" text NOT NULL,
	"postal_code_key" text NOT NULL,
	"is_residential" boolean DEFAULT false NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"canceled_on" timestamp with time zone,
	CONSTRAINT "pickups_carrier_check" CHECK ("carrier" IN ('DHL', 'UPS', 'FEDEX')),
	CONSTRAINT "pickups_window_check" CHECK ("start_time" >= 0 AND "end_time" <= 1440 AND "start_time" < "end_time"),
	CONSTRAINT "pickups_packages_check" CHECK ("num_of_packages" >= 1)
);--> statement-breakpoint
-- GET /api/pickups?canceled=false&readyAt[after]=…, the view-history list: an owner's open pickups from a day
-- on, soonest first, read in the index's order (issue 8: one page through an index).
CREATE INDEX IF NOT EXISTS "pickups_owner_open_idx" ON "pickups" USING btree ("owner_id","pickup_date","start_time","id") WHERE "canceled_on" IS NULL;--> statement-breakpoint
-- The same list with the cancelled ones (no canceled filter).
CREATE INDEX IF NOT EXISTS "pickups_owner_date_idx" ON "pickups" USING btree ("owner_id","pickup_date","start_time","id");--> statement-breakpoint
-- The clash rule (spec 02 §4): one open pickup per owner, carrier, day and address. Two requests racing for
-- the same day cannot both book one: the second insert fails and is answered as the clash it is.
CREATE UNIQUE INDEX IF NOT EXISTS "pickups_one_a_day_idx" ON "pickups" USING btree ("owner_id","carrier","pickup_date","address_line_key","postal_code_key") WHERE "canceled_on" IS NULL;--> statement-breakpoint
-- The shipments a pickup collects (spec 02 §3 Pickup.shipments). Decision: no foreign key to shipments yet:
-- that table comes with booking (migration 0017), which adds it when both have landed.
CREATE TABLE IF NOT EXISTS "pickup_shipments" (
	"pickup_id" uuid NOT NULL REFERENCES "pickups"("id") ON DELETE CASCADE,
	"shipment_id" uuid NOT NULL,
	"added_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"added_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickup_shipments_pkey" PRIMARY KEY ("pickup_id","shipment_id")
);--> statement-breakpoint
-- A shipment's pickup (cancelling a shipment and its pickup, spec 02 §4).
CREATE INDEX IF NOT EXISTS "pickup_shipments_shipment_idx" ON "pickup_shipments" USING btree ("shipment_id");
