CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"subject_id" uuid,
	"action" text NOT NULL,
	"details" json NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"owner_id" uuid,
	"quick_access" boolean NOT NULL,
	"remember" boolean DEFAULT true NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text,
	"client_id" text,
	"dhl_import_number" text,
	"dhl_export_number" text,
	"old_import_number" text,
	"name" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"phone_number" text,
	"roles" json NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"whitelisted" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"setup_for_imports" boolean DEFAULT false NOT NULL,
	"setup_for_exports" boolean DEFAULT false NOT NULL,
	"can_pay_now_cc" boolean DEFAULT true NOT NULL,
	"can_pay_later" boolean DEFAULT false NOT NULL,
	"billing_contact" json,
	"account_discount" double precision DEFAULT 0 NOT NULL,
	"imported" boolean DEFAULT true NOT NULL,
	"pending" boolean DEFAULT false NOT NULL,
	"flagged_for_fraud" boolean DEFAULT false NOT NULL,
	"bad_debtor" boolean DEFAULT false NOT NULL,
	"non_os_number" boolean DEFAULT false NOT NULL,
	"invalid_number" boolean DEFAULT false NOT NULL,
	"failed_sign_in_count" integer DEFAULT 0 NOT NULL,
	"failed_sign_in_since" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recovery_codes_user_idx" ON "recovery_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_client_id_idx" ON "users" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_dhl_import_number_idx" ON "users" USING btree ("dhl_import_number");--> statement-breakpoint
CREATE UNIQUE INDEX "users_dhl_export_number_idx" ON "users" USING btree ("dhl_export_number");--> statement-breakpoint
CREATE INDEX "users_old_import_number_idx" ON "users" USING btree ("old_import_number");