CREATE TABLE "sign_in_throttle" (
	"account_id" uuid NOT NULL,
	"ip" varchar(64) NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"hold_offs" integer DEFAULT 0 NOT NULL,
	"held_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_throttle_account_id_ip_pk" PRIMARY KEY("account_id","ip")
);
--> statement-breakpoint
ALTER TABLE "account" ADD COLUMN "lock_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "emergency_delegation" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "emergency_delegation" ADD COLUMN "ended_reason" varchar(40);--> statement-breakpoint
ALTER TABLE "otp" ADD COLUMN "send_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "revoked_reason" varchar(40);--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "step_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sign_in_throttle" ADD CONSTRAINT "sign_in_throttle_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_throttle_updated_idx" ON "sign_in_throttle" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "captcha_expires_idx" ON "captcha" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "iam_request_expires_idx" ON "iam_request" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "otp_account_created_idx" ON "otp" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "otp_mobile_created_idx" ON "otp" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "otp_expires_idx" ON "otp" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "session_expires_idx" ON "session" USING btree ("expires_at");--> statement-breakpoint
-- The audit trail is append-only for the application (docs/security.md): a row, once written, is never changed or
-- removed, whatever a bug or an intruder in the application asks. Retention, when it comes, is an operator's job
-- with the trigger disabled under change control.
CREATE FUNCTION "audit_event_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_event is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_event_no_update_delete" BEFORE UPDATE OR DELETE ON "audit_event" FOR EACH ROW EXECUTE FUNCTION "audit_event_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_event_no_truncate" BEFORE TRUNCATE ON "audit_event" FOR EACH STATEMENT EXECUTE FUNCTION "audit_event_append_only"();
