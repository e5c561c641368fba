-- E-mail changes waiting for their confirmation (issue 10, PATCH-able settings): the SHA-256 of the one-time
-- code mailed to the new address, the address it confirms, and when it stops working. Each is used once; a
-- new request ends the person's older ones. (The billing contact itself is users.billing_contact.)
CREATE TABLE IF NOT EXISTS "email_change_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"new_email" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "email_change_codes_user_idx" ON "email_change_codes" USING btree ("user_id");
