ALTER TABLE "quotes" ALTER COLUMN "request" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "rates" SET DATA TYPE json;