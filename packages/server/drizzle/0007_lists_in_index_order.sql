-- Lists read one page through an index built in their order (issue 8). ORDER BY x DESC puts NULLs first;
-- the old indexes said DESC NULLS LAST, so PostgreSQL sorted every owner's rows instead of reading the index.
DROP INDEX IF EXISTS "quotes_owner_created_on_idx";--> statement-breakpoint
CREATE INDEX "quotes_owner_created_on_idx" ON "quotes" USING btree ("owner_subject","created_on" DESC,"id" DESC);--> statement-breakpoint
DROP INDEX IF EXISTS "audit_log_subject_idx";--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_id","occurred_at" DESC,"id" DESC);--> statement-breakpoint
-- View Log also lists what a user did (actor): it scanned the whole log.
CREATE INDEX IF NOT EXISTS "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","occurred_at" DESC,"id" DESC);
