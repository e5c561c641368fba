-- Tracking (issue 14): the carrier's scans of each booked shipment and where its tracking job stands.
-- The job queue itself (pg-boss) keeps its own tables in the "pgboss" schema, which pg-boss creates
-- and migrates at start (docs/tracking.md#the-job-queue).
CREATE TABLE IF NOT EXISTS "shipment_tracking" (
	"shipment_id" uuid PRIMARY KEY NOT NULL REFERENCES "shipments"("id") ON DELETE CASCADE,
	"owner_id" uuid NOT NULL,
	-- The carrier integration's memo for the shipment (the sandbox's scenario), handed back to it each time.
	"carrier_state" json DEFAULT '{}'::json NOT NULL,
	-- The scans stored so far (numbered from 1).
	"last_seq" integer DEFAULT 0 NOT NULL,
	-- The last scan was an exception: the next ordinary scan resolves the error it raised.
	"exception_open" boolean DEFAULT false NOT NULL,
	-- When the carrier is to be asked again (real time); null once it has nothing more to say.
	"next_check_on" timestamp with time zone,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- The sweep's read: the shipments whose next check is due, soonest first.
CREATE INDEX IF NOT EXISTS "shipment_tracking_due_idx" ON "shipment_tracking" USING btree ("next_check_on") WHERE "next_check_on" IS NOT NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "tracking_events" (
	"shipment_id" uuid NOT NULL REFERENCES "shipments"("id") ON DELETE CASCADE,
	"seq" integer NOT NULL,
	"owner_id" uuid NOT NULL,
	"code" text NOT NULL,
	"occurred_on" timestamp with time zone NOT NULL,
	"city" text NOT NULL,
	"division" text,
	"country_code" text NOT NULL,
	"facility" text,
	"detail" text,
	"recorded_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_events_pkey" PRIMARY KEY ("shipment_id", "seq")
);--> statement-breakpoint
-- GET /api/tracking/{trackingNumber} finds a shipment by its number alone (the carrier may be unknown).
CREATE INDEX IF NOT EXISTS "shipments_tracking_number_idx" ON "shipments" USING btree ("tracking_number");
