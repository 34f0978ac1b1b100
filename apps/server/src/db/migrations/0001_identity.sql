CREATE TABLE "account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"username" varchar(20) NOT NULL,
	"password_hash" text,
	"role" varchar(30) NOT NULL,
	"status" varchar(20) NOT NULL,
	"mobile" varchar(10) NOT NULL,
	"mobile_verification_status" integer NOT NULL,
	"email" varchar(254),
	"email_verified" boolean DEFAULT false NOT NULL,
	"pending_email" varchar(254),
	"change_password_required" boolean DEFAULT false NOT NULL,
	"is_migrated_old_dss_not_logged_in" boolean DEFAULT false NOT NULL,
	"can_login_on_behalf_of_applicant" boolean DEFAULT false NOT NULL,
	"white_listed" boolean DEFAULT false NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"banned_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_account_id" uuid,
	"on_behalf_of_account_id" uuid,
	"action" varchar(80) NOT NULL,
	"entity" varchar(60) NOT NULL,
	"entity_id" varchar(64),
	"before" jsonb,
	"after" jsonb,
	"ip" varchar(64),
	"request_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visitor_key" varchar(64) NOT NULL,
	"answer" varchar(12) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "captcha_visitor_key_unique" UNIQUE("visitor_key")
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" varchar(254) NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emergency_delegation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_account_id" uuid NOT NULL,
	"dependent_account_id" uuid NOT NULL,
	"relationship" varchar(40) NOT NULL,
	"reason" varchar(40) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iam_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trans_id" varchar(64) NOT NULL,
	"username" varchar(20) NOT NULL,
	"random" varchar(4) NOT NULL,
	"status" varchar(20) NOT NULL,
	"session_opened" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "iam_request_trans_id_unique" UNIQUE("trans_id")
);
--> statement-breakpoint
CREATE TABLE "idp_simulation" (
	"trans_id" varchar(64) PRIMARY KEY NOT NULL,
	"username" varchar(20) NOT NULL,
	"random" varchar(4) NOT NULL,
	"choices" jsonb NOT NULL,
	"status" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" varchar(30) NOT NULL,
	"account_id" uuid,
	"mobile" varchar(10) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consumed_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nin" varchar(10) NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"gender" varchar(1) NOT NULL,
	"birth_date" date NOT NULL,
	"nationality" varchar(10) DEFAULT 'SA' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_nin_unique" UNIQUE("nin")
);
--> statement-breakpoint
CREATE TABLE "relation_confirmation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_account_id" uuid NOT NULL,
	"dependent_person_id" uuid NOT NULL,
	"relationship" varchar(40) NOT NULL,
	"status" varchar(20) NOT NULL,
	"reject_reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"account_id" uuid NOT NULL,
	"acting_for_account_id" uuid,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" varchar(64),
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mobile" varchar(10) NOT NULL,
	"text" text NOT NULL,
	"code" varchar(12),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "white_list_entry" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"created_by_account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "white_list_entry_person_id_unique" UNIQUE("person_id")
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_delegation" ADD CONSTRAINT "emergency_delegation_applicant_account_id_account_id_fk" FOREIGN KEY ("applicant_account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_delegation" ADD CONSTRAINT "emergency_delegation_dependent_account_id_account_id_fk" FOREIGN KEY ("dependent_account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp" ADD CONSTRAINT "otp_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relation_confirmation" ADD CONSTRAINT "relation_confirmation_applicant_account_id_account_id_fk" FOREIGN KEY ("applicant_account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relation_confirmation" ADD CONSTRAINT "relation_confirmation_dependent_person_id_person_id_fk" FOREIGN KEY ("dependent_person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_acting_for_account_id_account_id_fk" FOREIGN KEY ("acting_for_account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "white_list_entry" ADD CONSTRAINT "white_list_entry_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_username_live_uq" ON "account" USING btree ("username") WHERE "account"."status" <> 'DELETED';--> statement-breakpoint
CREATE INDEX "account_mobile_idx" ON "account" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "account_person_idx" ON "account" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "audit_event_actor_idx" ON "audit_event" USING btree ("actor_account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "emergency_delegation_pair_uq" ON "emergency_delegation" USING btree ("applicant_account_id","dependent_account_id");--> statement-breakpoint
CREATE INDEX "otp_account_purpose_idx" ON "otp" USING btree ("account_id","purpose");--> statement-breakpoint
CREATE INDEX "relation_confirmation_dependent_idx" ON "relation_confirmation" USING btree ("dependent_person_id","status");--> statement-breakpoint
CREATE INDEX "session_account_idx" ON "session" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_mobile_idx" ON "sms_outbox" USING btree ("mobile","created_at");