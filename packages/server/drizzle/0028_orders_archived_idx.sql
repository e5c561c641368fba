-- The archived orders view (GET /api/orders?archived=true; docs/orders.md): the owner's archived orders,
-- newest archived first. Read through orders_owner_number_idx, every page sorted all of the owner's archived
-- orders and counted them; this partial index is the view's own order (as shipments_owner_archived_idx is
-- the archived shipments'), and the view's total is kept in list_counts ("orders:archived") by the orders'
-- statement triggers of migration 0026, as each tab's is.
CREATE INDEX IF NOT EXISTS "orders_owner_archived_idx" ON "orders" USING btree ("owner_id","archived_on" DESC,"id" DESC) WHERE "archived_on" IS NOT NULL;--> statement-breakpoint
INSERT INTO "list_counts" ("list", "owner", "total")
	SELECT 'orders:archived', "owner_id"::text, count(*) FROM "orders" WHERE "archived_on" IS NOT NULL
	GROUP BY "owner_id"
	ON CONFLICT ("list", "owner") DO NOTHING;--> statement-breakpoint
-- An order counts in its tab ('orders:<status>') while in no archive, in 'orders:archived' once archived.
CREATE OR REPLACE FUNCTION "orders_list_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "list_counts" AS c ("list", "owner", "total")
			SELECT CASE WHEN "archived_on" IS NULL THEN 'orders:' || "status" ELSE 'orders:archived' END,
				"owner_id"::text, count(*) FROM new_rows
			GROUP BY 1, 2
			ON CONFLICT ("list", "owner") DO UPDATE SET "total" = c."total" + excluded."total";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "list_counts" AS c ("list", "owner", "total")
			SELECT CASE WHEN "archived_on" IS NULL THEN 'orders:' || "status" ELSE 'orders:archived' END,
				"owner_id"::text, -count(*) FROM old_rows
			GROUP BY 1, 2
			ON CONFLICT ("list", "owner") DO UPDATE SET "total" = c."total" + excluded."total";
	ELSE
		INSERT INTO "list_counts" AS c ("list", "owner", "total")
			SELECT d."list", d."owner", sum(d."delta") FROM (
				SELECT CASE WHEN "archived_on" IS NULL THEN 'orders:' || "status" ELSE 'orders:archived' END AS "list",
					"owner_id"::text AS "owner", -1 AS "delta" FROM old_rows
				UNION ALL
				SELECT CASE WHEN "archived_on" IS NULL THEN 'orders:' || "status" ELSE 'orders:archived' END,
					"owner_id"::text, 1 FROM new_rows
			) AS d GROUP BY 1, 2 HAVING sum(d."delta") <> 0
			ON CONFLICT ("list", "owner") DO UPDATE SET "total" = c."total" + excluded."total";
	END IF;
	RETURN NULL;
END $$;
