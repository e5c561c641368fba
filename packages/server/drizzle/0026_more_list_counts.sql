-- The address book, My Items List and the orders tabs keep their totals in list_counts too (migration 0025;
-- issue 8: no count(*) over an owner's 100k rows on every page). A name search still counts what it matches.
--   saved_addresses, saved_line_items   by owner_id
--   orders:<status>                     by owner_id, orders in no archive (the tabs' counts)
INSERT INTO "list_counts" ("list", "owner", "total")
	SELECT 'saved_addresses', "owner_id"::text, count(*) FROM "saved_addresses" GROUP BY "owner_id"
	ON CONFLICT ("list", "owner") DO NOTHING;--> statement-breakpoint
INSERT INTO "list_counts" ("list", "owner", "total")
	SELECT 'saved_line_items', "owner_id"::text, count(*) FROM "saved_line_items" GROUP BY "owner_id"
	ON CONFLICT ("list", "owner") DO NOTHING;--> statement-breakpoint
INSERT INTO "list_counts" ("list", "owner", "total")
	SELECT 'orders:' || "status", "owner_id"::text, count(*) FROM "orders" WHERE "archived_on" IS NULL
	GROUP BY "status", "owner_id"
	ON CONFLICT ("list", "owner") DO NOTHING;--> statement-breakpoint
-- A contact or an item keeps its owner: inserts and deletes alone move its count. TG_ARGV[0] names the list.
CREATE FUNCTION "owner_list_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "list_counts" AS c ("list", "owner", "total")
		SELECT TG_ARGV[0], "owner_id"::text, count(*) FROM new_rows GROUP BY "owner_id"
		ON CONFLICT ("list", "owner") DO UPDATE SET "total" = c."total" + excluded."total";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "owner_list_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "list_counts" AS c ("list", "owner", "total")
		SELECT TG_ARGV[0], "owner_id"::text, -count(*) FROM old_rows GROUP BY "owner_id"
		ON CONFLICT ("list", "owner") DO UPDATE SET "total" = c."total" + excluded."total";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "saved_addresses_list_counts_on_insert" AFTER INSERT ON "saved_addresses"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "owner_list_counts_after_insert"('saved_addresses');--> statement-breakpoint
CREATE TRIGGER "saved_addresses_list_counts_on_delete" AFTER DELETE ON "saved_addresses"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "owner_list_counts_after_delete"('saved_addresses');--> statement-breakpoint
CREATE TRIGGER "saved_line_items_list_counts_on_insert" AFTER INSERT ON "saved_line_items"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "owner_list_counts_after_insert"('saved_line_items');--> statement-breakpoint
CREATE TRIGGER "saved_line_items_list_counts_on_delete" AFTER DELETE ON "saved_line_items"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "owner_list_counts_after_delete"('saved_line_items');--> statement-breakpoint
-- Orders move between tabs (status) and into and out of the archive: an update moves a count only then.
CREATE FUNCTION "orders_list_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "list_counts" AS c ("list", "owner", "total")
			SELECT 'orders:' || "status", "owner_id"::text, count(*) FROM new_rows WHERE "archived_on" IS NULL
			GROUP BY "status", "owner_id"
			ON CONFLICT ("list", "owner") DO UPDATE SET "total" = c."total" + excluded."total";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "list_counts" AS c ("list", "owner", "total")
			SELECT 'orders:' || "status", "owner_id"::text, -count(*) FROM old_rows WHERE "archived_on" IS NULL
			GROUP BY "status", "owner_id"
			ON CONFLICT ("list", "owner") DO UPDATE SET "total" = c."total" + excluded."total";
	ELSE
		INSERT INTO "list_counts" AS c ("list", "owner", "total")
			SELECT d."list", d."owner", sum(d."delta") FROM (
				SELECT 'orders:' || "status" AS "list", "owner_id"::text AS "owner", -1 AS "delta" FROM old_rows
				WHERE "archived_on" IS NULL
				UNION ALL
				SELECT 'orders:' || "status", "owner_id"::text, 1 FROM new_rows WHERE "archived_on" IS NULL
			) AS d GROUP BY 1, 2 HAVING sum(d."delta") <> 0
			ON CONFLICT ("list", "owner") DO UPDATE SET "total" = c."total" + excluded."total";
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_list_counts_on_insert" AFTER INSERT ON "orders"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "orders_list_counts"();--> statement-breakpoint
CREATE TRIGGER "orders_list_counts_on_update" AFTER UPDATE ON "orders"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "orders_list_counts"();--> statement-breakpoint
CREATE TRIGGER "orders_list_counts_on_delete" AFTER DELETE ON "orders"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "orders_list_counts"();
