-- View history (issue 14; spec 02 §2, §4): a shipment can be archived (hidden from the list until restored)
-- and, once delivered, deleted (gone from every list, the row kept for the audit). A CSR on a personal
-- account lists the shipments CSRs booked, or the ones they booked themselves, and those that need attention.
ALTER TABLE "shipments" ADD COLUMN IF NOT EXISTS "archived_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN IF NOT EXISTS "deleted_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN IF NOT EXISTS "deleted_by" uuid REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
-- Needs attention (spec 02 §4 flags): an error not resolved (ERROR 2048 without ALL_ERRORS_RESOLVED 8192), or a
-- support request not resolved (SUPPORT_REQUESTED 8 without ALL_SUPPORT_ISSUES_RESOLVED 4096). Kept by the
-- database from the flags, so whatever sets a flag (booking, tracking, support) keeps it right.
ALTER TABLE "shipments" ADD COLUMN IF NOT EXISTS "needs_attention" boolean GENERATED ALWAYS AS (
	("primary_status_flag" & 10240) = 2048 OR ("primary_status_flag" & 4104) = 8
) STORED;--> statement-breakpoint
-- The owner's list (GET /api/shipments), newest first, without archived or deleted ones; and the archived view.
CREATE INDEX IF NOT EXISTS "shipments_owner_listed_idx" ON "shipments" USING btree ("owner_id","created_on" DESC,"id" DESC) WHERE "archived_on" IS NULL AND "deleted_on" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shipments_owner_archived_idx" ON "shipments" USING btree ("owner_id","created_on" DESC,"id" DESC) WHERE "archived_on" IS NOT NULL AND "deleted_on" IS NULL;--> statement-breakpoint
-- A CSR's personal account (spec 02 §2): "Created By CSRs" (booked by staff acting for a client: the creator is
-- not the owner), "Created By Me" (by creator), and each of them needing attention.
CREATE INDEX IF NOT EXISTS "shipments_staff_created_idx" ON "shipments" USING btree ("created_on" DESC,"id" DESC) WHERE "created_by" <> "owner_id" AND "archived_on" IS NULL AND "deleted_on" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shipments_creator_idx" ON "shipments" USING btree ("created_by","created_on" DESC,"id" DESC) WHERE "archived_on" IS NULL AND "deleted_on" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shipments_staff_attention_idx" ON "shipments" USING btree ("created_on" DESC,"id" DESC) WHERE "needs_attention" AND "created_by" <> "owner_id" AND "archived_on" IS NULL AND "deleted_on" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shipments_creator_attention_idx" ON "shipments" USING btree ("created_by","created_on" DESC,"id" DESC) WHERE "needs_attention" AND "archived_on" IS NULL AND "deleted_on" IS NULL;--> statement-breakpoint
-- The list above replaces it.
DROP INDEX IF EXISTS "shipments_owner_created_idx";--> statement-breakpoint
-- hydra:totalItems of the owner's list and archived view without counting an owner's rows on every page
-- (a client with 100k shipments): kept by the database in the statement that changes the rows.
CREATE TABLE IF NOT EXISTS "shipment_owner_counts" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"listed" bigint NOT NULL,
	"archived" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "shipment_owner_counts" ("owner_id", "listed", "archived")
	SELECT "owner_id",
		count(*) FILTER (WHERE "archived_on" IS NULL AND "deleted_on" IS NULL),
		count(*) FILTER (WHERE "archived_on" IS NOT NULL AND "deleted_on" IS NULL)
	FROM "shipments" GROUP BY "owner_id"
	ON CONFLICT ("owner_id") DO NOTHING;--> statement-breakpoint
-- One function per statement kind: each sees the transition tables its trigger declares.
CREATE FUNCTION "shipment_owner_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "shipment_owner_counts" AS c ("owner_id", "listed", "archived")
		SELECT "owner_id",
			count(*) FILTER (WHERE "archived_on" IS NULL AND "deleted_on" IS NULL),
			count(*) FILTER (WHERE "archived_on" IS NOT NULL AND "deleted_on" IS NULL)
		FROM new_rows GROUP BY "owner_id"
		ON CONFLICT ("owner_id") DO UPDATE
			SET "listed" = c."listed" + excluded."listed", "archived" = c."archived" + excluded."archived";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "shipment_owner_counts_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Only rows whose archived or deleted state changed move a count (status updates change nothing).
	INSERT INTO "shipment_owner_counts" AS c ("owner_id", "listed", "archived")
		SELECT "owner_id", sum("listed"), sum("archived") FROM (
			SELECT "owner_id",
				CASE WHEN "archived_on" IS NULL AND "deleted_on" IS NULL THEN -1 ELSE 0 END AS "listed",
				CASE WHEN "archived_on" IS NOT NULL AND "deleted_on" IS NULL THEN -1 ELSE 0 END AS "archived"
			FROM old_rows
			UNION ALL
			SELECT "owner_id",
				CASE WHEN "archived_on" IS NULL AND "deleted_on" IS NULL THEN 1 ELSE 0 END,
				CASE WHEN "archived_on" IS NOT NULL AND "deleted_on" IS NULL THEN 1 ELSE 0 END
			FROM new_rows
		) AS d GROUP BY "owner_id" HAVING sum("listed") <> 0 OR sum("archived") <> 0
		ON CONFLICT ("owner_id") DO UPDATE
			SET "listed" = c."listed" + excluded."listed", "archived" = c."archived" + excluded."archived";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "shipment_owner_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "shipment_owner_counts" AS c
		SET "listed" = c."listed" - d."listed", "archived" = c."archived" - d."archived"
		FROM (
			SELECT "owner_id",
				count(*) FILTER (WHERE "archived_on" IS NULL AND "deleted_on" IS NULL) AS "listed",
				count(*) FILTER (WHERE "archived_on" IS NOT NULL AND "deleted_on" IS NULL) AS "archived"
			FROM old_rows GROUP BY "owner_id"
		) AS d
		WHERE c."owner_id" = d."owner_id";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "shipment_owner_counts_on_insert" AFTER INSERT ON "shipments"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "shipment_owner_counts_after_insert"();--> statement-breakpoint
CREATE TRIGGER "shipment_owner_counts_on_update" AFTER UPDATE ON "shipments"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "shipment_owner_counts_after_update"();--> statement-breakpoint
CREATE TRIGGER "shipment_owner_counts_on_delete" AFTER DELETE ON "shipments"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "shipment_owner_counts_after_delete"();
