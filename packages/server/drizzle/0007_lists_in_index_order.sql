-- Lists read one page through an index built in their order (issue 8). ORDER BY x DESC puts NULLs first;
-- the old indexes said DESC NULLS LAST, so PostgreSQL sorted every owner's rows instead of reading the index.
DROP INDEX IF EXISTS "quotes_owner_created_on_idx";--> statement-breakpoint
CREATE INDEX "quotes_owner_created_on_idx" ON "quotes" USING btree ("owner_subject","created_on" DESC,"id" DESC);--> statement-breakpoint
DROP INDEX IF EXISTS "audit_log_subject_idx";--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_id","occurred_at" DESC,"id" DESC);--> statement-breakpoint
-- View Log also lists what a user did (actor): it scanned the whole log.
CREATE INDEX IF NOT EXISTS "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","occurred_at" DESC,"id" DESC);
--> statement-breakpoint
-- hydra:totalItems without counting an owner's rows on every page: kept per owner by the database itself,
-- in the same statement as each insert (a statement trigger over the inserted rows), so it is never stale.
CREATE TABLE IF NOT EXISTS "quote_owner_counts" (
	"owner_subject" text PRIMARY KEY NOT NULL,
	"total" bigint NOT NULL,
	"with_shipment" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "quote_owner_counts" ("owner_subject", "total", "with_shipment")
	SELECT "owner_subject", count(*), count("shipment_id") FROM "quotes" GROUP BY "owner_subject"
	ON CONFLICT ("owner_subject") DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "quote_owner_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "quote_owner_counts" AS c ("owner_subject", "total", "with_shipment")
		SELECT "owner_subject", count(*), count("shipment_id") FROM inserted GROUP BY "owner_subject"
		ON CONFLICT ("owner_subject") DO UPDATE
			SET "total" = c."total" + excluded."total", "with_shipment" = c."with_shipment" + excluded."with_shipment";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "quote_owner_counts_on_insert" AFTER INSERT ON "quotes"
	REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "quote_owner_counts_after_insert"();
