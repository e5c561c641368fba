-- A pickup's shipments are booked shipments (spec 02 §3 Pickup.shipments; issue 13): now that both tables
-- have landed (0017, 0018), pickup_shipments.shipment_id references shipments. Rows naming no shipment
-- (written before the key, when the caller alone checked it) are dropped first, or the key cannot be added.
-- A shipment's row is never deleted by the app (archived or deleted in place, 0023); when its owner goes,
-- its place on a pickup goes with it.
DELETE FROM "pickup_shipments" WHERE NOT EXISTS (SELECT 1 FROM "shipments" WHERE "shipments"."id" = "pickup_shipments"."shipment_id");--> statement-breakpoint
ALTER TABLE "pickup_shipments" ADD CONSTRAINT "pickup_shipments_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;
