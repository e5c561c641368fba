CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_subject" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"shipment_id" text,
	"origin_country_code" text NOT NULL,
	"origin_city" text,
	"origin_postal_code" text,
	"origin_is_residential" boolean NOT NULL,
	"destination_country_code" text NOT NULL,
	"destination_city" text,
	"destination_postal_code" text,
	"destination_is_residential" boolean NOT NULL,
	"target_ship_date" date NOT NULL,
	"is_document" boolean NOT NULL,
	"currency" text NOT NULL,
	"measurement_system" text NOT NULL,
	"request" jsonb NOT NULL,
	"rates" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "quotes_owner_created_on_idx" ON "quotes" USING btree ("owner_subject","created_on" DESC NULLS LAST,"id" DESC NULLS LAST);