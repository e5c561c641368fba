-- Partner keys (issue 9, docs/partner-keys.md): a partner's publishable key bound to its origins, and a
-- secret key kept only as its SHA-256 (a random 256-bit key needs no slow hash). Keys are revoked, never
-- deleted, so the quotes that name one keep their partner.
CREATE TABLE IF NOT EXISTS "partner_keys" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mode" text NOT NULL,
	"publishable_key" text NOT NULL,
	"secret_key_hash" text NOT NULL,
	"secret_key_hint" text NOT NULL,
	"origins" text[] NOT NULL,
	"created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_on" timestamp with time zone,
	"revoked_by" uuid REFERENCES "users"("id") ON DELETE SET NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "partner_keys_publishable_key_idx" ON "partner_keys" USING btree ("publishable_key");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "partner_keys_secret_key_hash_idx" ON "partner_keys" USING btree ("secret_key_hash");--> statement-breakpoint
-- The admin list, newest first, read in the index's order (as the other lists, issue 8).
CREATE INDEX IF NOT EXISTS "partner_keys_created_on_idx" ON "partner_keys" USING btree ("created_on" DESC,"id" DESC);--> statement-breakpoint
-- The key a widget quoted with. Nullable: the app's own quotes have none. Indexed (only where set) so the
-- admin list counts each key's quotes from the index, and a key's quotes read in created order.
ALTER TABLE "quotes" ADD COLUMN IF NOT EXISTS "partner_key_id" uuid REFERENCES "partner_keys"("id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quotes_partner_key_idx" ON "quotes" USING btree ("partner_key_id","created_on" DESC) WHERE "partner_key_id" IS NOT NULL;
