-- The Users search (contains the term, in any of these fields) read through a trigram index instead of
-- scanning every user (issue 8: 247 ms at 100k users). pg_trgm is a trusted extension (PostgreSQL 13+);
-- the embedded database loads it too.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users" USING gin ((lower(
	coalesce("email", '') || ' ' || "name" || ' ' || "company_name" || ' ' || coalesce("client_id", '') || ' ' ||
	coalesce("dhl_import_number", '') || ' ' || coalesce("dhl_export_number", '')
)) gin_trgm_ops);
