-- Lists count nothing row by row (issues 8 and 14): hydra:totalItems of the lists that still ran count(*) on
-- every page is kept here by the database, in the statement that changes the rows (statement triggers over
-- the changed rows, as shipment_owner_counts and quote_owner_counts are). One row per list and owner:
--   drafts / drafts:open          shipment_drafts by owner_subject (all, and the unfinished ones)
--   shipments:staff[:attention]   "Created By CSRs" (owner ''): booked by staff for a client, listed
--   shipments:creator[:attention] "Created By Me", by created_by
-- A search (a name, a date range) still counts its own rows: those are bounded by what they match.
CREATE TABLE IF NOT EXISTS "list_counts" (
	"list" text NOT NULL,
	"owner" text NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "list_counts_pk" PRIMARY KEY ("list", "owner")
);--> statement-breakpoint
INSERT INTO "list_counts" ("list", "owner", "total")
	SELECT k."list", k."owner", count(*) FROM "shipment_drafts" AS r
	CROSS JOIN LATERAL (VALUES ('drafts', r."owner_subject"),
		(CASE WHEN r."completed_on" IS NULL THEN 'drafts:open' END, r."owner_subject")) AS k("list", "owner")
	WHERE k."list" IS NOT NULL GROUP BY 1, 2
	ON CONFLICT ("list", "owner") DO NOTHING;--> statement-breakpoint
INSERT INTO "list_counts" ("list", "owner", "total")
	SELECT k."list", k."owner", count(*) FROM "shipments" AS r
	CROSS JOIN LATERAL (VALUES
		(CASE WHEN r."created_by" <> r."owner_id" THEN 'shipments:staff' END, ''),
		(CASE WHEN r."created_by" <> r."owner_id" AND r."needs_attention" THEN 'shipments:staff:attention' END, ''),
		('shipments:creator', r."created_by"::text),
		(CASE WHEN r."needs_attention" THEN 'shipments:creator:attention' END, r."created_by"::text)
	) AS k("list", "owner")
	WHERE k."list" IS NOT NULL AND k."owner" IS NOT NULL AND r."archived_on" IS NULL AND r."deleted_on" IS NULL
	GROUP BY 1, 2
	ON CONFLICT ("list", "owner") DO NOTHING;--> statement-breakpoint
-- Drafts: a draft is counted in "drafts" and, until completed, in "drafts:open". Updates move a count only
-- when a draft is completed (or reopened): the HAVING leaves the counters of every other save untouched.
CREATE FUNCTION "shipment_drafts_list_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "list_counts" AS c ("list", "owner", "total")
			SELECT k."list", k."owner", count(*) FROM new_rows AS r
			CROSS JOIN LATERAL (VALUES ('drafts', r."owner_subject"),
				(CASE WHEN r."completed_on" IS NULL THEN 'drafts:open' END, r."owner_subject")) AS k("list", "owner")
			WHERE k."list" IS NOT NULL GROUP BY 1, 2
			ON CONFLICT ("list", "owner") DO UPDATE SET "total" = c."total" + excluded."total";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "list_counts" AS c ("list", "owner", "total")
			SELECT k."list", k."owner", -count(*) FROM old_rows AS r
			CROSS JOIN LATERAL (VALUES ('drafts', r."owner_subject"),
				(CASE WHEN r."completed_on" IS NULL THEN 'drafts:open' END, r."owner_subject")) AS k("list", "owner")
			WHERE k."list" IS NOT NULL GROUP BY 1, 2
			ON CONFLICT ("list", "owner") DO UPDATE SET "total" = c."total" + excluded."total";
	ELSE
		INSERT INTO "list_counts" AS c ("list", "owner", "total")
			SELECT d."list", d."owner", sum(d."delta") FROM (
				SELECT k."list", k."owner", -1 AS "delta" FROM old_rows AS r
				CROSS JOIN LATERAL (VALUES ('drafts', r."owner_subject"),
					(CASE WHEN r."completed_on" IS NULL THEN 'drafts:open' END, r."owner_subject")) AS k("list", "owner")
				UNION ALL
				SELECT k."list", k."owner", 1 FROM new_rows AS r
				CROSS JOIN LATERAL (VALUES ('drafts', r."owner_subject"),
					(CASE WHEN r."completed_on" IS NULL THEN 'drafts:open' END, r."owner_subject")) AS k("list", "owner")
			) AS d WHERE d."list" IS NOT NULL GROUP BY 1, 2 HAVING sum(d."delta") <> 0
			ON CONFLICT ("list", "owner") DO UPDATE SET "total" = c."total" + excluded."total";
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "shipment_drafts_list_counts_on_insert" AFTER INSERT ON "shipment_drafts"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "shipment_drafts_list_counts"();--> statement-breakpoint
CREATE TRIGGER "shipment_drafts_list_counts_on_update" AFTER UPDATE ON "shipment_drafts"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "shipment_drafts_list_counts"();--> statement-breakpoint
CREATE TRIGGER "shipment_drafts_list_counts_on_delete" AFTER DELETE ON "shipment_drafts"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "shipment_drafts_list_counts"();--> statement-breakpoint
-- A CSR's lists (spec 02 §2): the predicates of the partial indexes of migration 0023. A status change moves
-- a count only when it sets or clears needs_attention; archiving and deleting take a shipment out.
CREATE FUNCTION "shipments_list_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "list_counts" AS c ("list", "owner", "total")
			SELECT k."list", k."owner", count(*) FROM new_rows AS r
			CROSS JOIN LATERAL (VALUES
				(CASE WHEN r."created_by" <> r."owner_id" THEN 'shipments:staff' END, ''),
				(CASE WHEN r."created_by" <> r."owner_id" AND r."needs_attention" THEN 'shipments:staff:attention' END, ''),
				('shipments:creator', r."created_by"::text),
				(CASE WHEN r."needs_attention" THEN 'shipments:creator:attention' END, r."created_by"::text)
			) AS k("list", "owner")
			WHERE k."list" IS NOT NULL AND k."owner" IS NOT NULL AND r."archived_on" IS NULL AND r."deleted_on" IS NULL
			GROUP BY 1, 2
			ON CONFLICT ("list", "owner") DO UPDATE SET "total" = c."total" + excluded."total";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "list_counts" AS c ("list", "owner", "total")
			SELECT k."list", k."owner", -count(*) FROM old_rows AS r
			CROSS JOIN LATERAL (VALUES
				(CASE WHEN r."created_by" <> r."owner_id" THEN 'shipments:staff' END, ''),
				(CASE WHEN r."created_by" <> r."owner_id" AND r."needs_attention" THEN 'shipments:staff:attention' END, ''),
				('shipments:creator', r."created_by"::text),
				(CASE WHEN r."needs_attention" THEN 'shipments:creator:attention' END, r."created_by"::text)
			) AS k("list", "owner")
			WHERE k."list" IS NOT NULL AND k."owner" IS NOT NULL AND r."archived_on" IS NULL AND r."deleted_on" IS NULL
			GROUP BY 1, 2
			ON CONFLICT ("list", "owner") DO UPDATE SET "total" = c."total" + excluded."total";
	ELSE
		INSERT INTO "list_counts" AS c ("list", "owner", "total")
			SELECT d."list", d."owner", sum(d."delta") FROM (
				SELECT k."list", k."owner", -1 AS "delta" FROM old_rows AS r
				CROSS JOIN LATERAL (VALUES
					(CASE WHEN r."created_by" <> r."owner_id" THEN 'shipments:staff' END, ''),
					(CASE WHEN r."created_by" <> r."owner_id" AND r."needs_attention" THEN 'shipments:staff:attention' END, ''),
					('shipments:creator', r."created_by"::text),
					(CASE WHEN r."needs_attention" THEN 'shipments:creator:attention' END, r."created_by"::text)
				) AS k("list", "owner")
				WHERE r."archived_on" IS NULL AND r."deleted_on" IS NULL
				UNION ALL
				SELECT k."list", k."owner", 1 FROM new_rows AS r
				CROSS JOIN LATERAL (VALUES
					(CASE WHEN r."created_by" <> r."owner_id" THEN 'shipments:staff' END, ''),
					(CASE WHEN r."created_by" <> r."owner_id" AND r."needs_attention" THEN 'shipments:staff:attention' END, ''),
					('shipments:creator', r."created_by"::text),
					(CASE WHEN r."needs_attention" THEN 'shipments:creator:attention' END, r."created_by"::text)
				) AS k("list", "owner")
				WHERE r."archived_on" IS NULL AND r."deleted_on" IS NULL
			) AS d WHERE d."list" IS NOT NULL AND d."owner" IS NOT NULL GROUP BY 1, 2 HAVING sum(d."delta") <> 0
			ON CONFLICT ("list", "owner") DO UPDATE SET "total" = c."total" + excluded."total";
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "shipments_list_counts_on_insert" AFTER INSERT ON "shipments"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "shipments_list_counts"();--> statement-breakpoint
CREATE TRIGGER "shipments_list_counts_on_update" AFTER UPDATE ON "shipments"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "shipments_list_counts"();--> statement-breakpoint
CREATE TRIGGER "shipments_list_counts_on_delete" AFTER DELETE ON "shipments"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "shipments_list_counts"();
--> statement-breakpoint
-- A draft as this server checked and wrote it (core's parseDraft, then toStoredDraftJson): "<draft version>:<md5
-- of the payload>". The list answers such a payload as stored instead of parsing and migrating each draft on
-- every page (issue 14); an older row, a hand edit (the md5 no longer matches) or an older version is read
-- through parseDraft as before.
ALTER TABLE "shipment_drafts" ADD COLUMN IF NOT EXISTS "payload_checked" text;
