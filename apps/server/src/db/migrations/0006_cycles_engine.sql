CREATE TABLE "additional_payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" varchar(20) NOT NULL,
	"application_id" uuid NOT NULL,
	"applicant_account_id" uuid NOT NULL,
	"cycle_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"reason_ar" text NOT NULL,
	"reason_en" text NOT NULL,
	"source_type" varchar(20) NOT NULL,
	"source_id" uuid NOT NULL,
	"status" varchar(10) NOT NULL,
	"iban" varchar(34) NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "additional_payment_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "cycle_run" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cycle_id" uuid NOT NULL,
	"step" varchar(10) NOT NULL,
	"status" varchar(10) NOT NULL,
	"cursor" uuid,
	"processed" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "eligibility_member" (
	"result_id" uuid NOT NULL,
	"cycle_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"dependent_id" uuid,
	"category" varchar(6) NOT NULL,
	"counted" boolean NOT NULL,
	"left_out_reason" varchar(40),
	"standard_share" bigint NOT NULL,
	"counted_income" bigint NOT NULL,
	"share" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "eligibility_member_result_id_person_id_pk" PRIMARY KEY("result_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "eligibility_result" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cycle_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"applicant_account_id" uuid NOT NULL,
	"house_id" uuid NOT NULL,
	"outcome" varchar(12) NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"standard" bigint NOT NULL,
	"counted_income" bigint NOT NULL,
	"assets" bigint NOT NULL,
	"entitlement" bigint NOT NULL,
	"deductions" bigint DEFAULT 0 NOT NULL,
	"net" bigint NOT NULL,
	"member_count" smallint NOT NULL,
	"trace" jsonb NOT NULL,
	"parameters_day" date NOT NULL,
	"evaluated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flv_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_account_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"outcome" varchar(12) NOT NULL,
	"entitlement" bigint NOT NULL,
	"houses" jsonb NOT NULL,
	"parameters_day" date NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "history_appeal" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"appeal_number" varchar(30) NOT NULL,
	"subject_ar" text NOT NULL,
	"subject_en" text NOT NULL,
	"decision" varchar(20) NOT NULL,
	"submitted_on" date NOT NULL,
	"decided_on" date
);
--> statement-breakpoint
CREATE TABLE "history_beneficiary" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"file_number" varchar(30) NOT NULL,
	"program_name_ar" text NOT NULL,
	"program_name_en" text NOT NULL,
	"office_code" varchar(20),
	"status" varchar(30) NOT NULL,
	"registered_on" date NOT NULL,
	"closed_on" date,
	"members_count" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "history_payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"period" varchar(7) NOT NULL,
	"amount" bigint NOT NULL,
	"status" varchar(20) NOT NULL,
	"paid_on" date
);
--> statement-breakpoint
CREATE TABLE "parameter_version" (
	"key" varchar(80) NOT NULL,
	"valid_from" date NOT NULL,
	"value" jsonb NOT NULL,
	"created_by_account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parameter_version_key_valid_from_pk" PRIMARY KEY("key","valid_from")
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" varchar(20) NOT NULL,
	"cycle_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"applicant_account_id" uuid NOT NULL,
	"house_id" uuid NOT NULL,
	"result_id" uuid NOT NULL,
	"entitlement" bigint NOT NULL,
	"deductions" bigint NOT NULL,
	"net" bigint NOT NULL,
	"status" varchar(10) NOT NULL,
	"iban" varchar(34) NOT NULL,
	"bank_code" varchar(4),
	"scheduled_for" date NOT NULL,
	"paid_at" timestamp with time zone,
	"failure_reason" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "payment_deduction" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"recovery_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"message_ar" text NOT NULL,
	"message_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refund" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"applicant_account_id" uuid NOT NULL,
	"recovery_id" uuid,
	"amount" bigint NOT NULL,
	"reference" varchar(40) NOT NULL,
	"reason_ar" text NOT NULL,
	"reason_en" text NOT NULL,
	"refunded_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recovery" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_account_id" uuid NOT NULL,
	"application_id" uuid,
	"amount" bigint NOT NULL,
	"recovered" bigint DEFAULT 0 NOT NULL,
	"reason_code" varchar(40) NOT NULL,
	"message_ar" text NOT NULL,
	"message_en" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
DROP TABLE "cycle_member" CASCADE;--> statement-breakpoint
ALTER TABLE "person" ADD COLUMN "died_on" date;--> statement-breakpoint
ALTER TABLE "support_cycle" ADD COLUMN "first_day" date;--> statement-breakpoint
ALTER TABLE "support_cycle" ADD COLUMN "payment_date" date;--> statement-breakpoint
ALTER TABLE "support_cycle" ADD COLUMN "evaluated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_cycle" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_cycle" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "additional_payment" ADD CONSTRAINT "additional_payment_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_payment" ADD CONSTRAINT "additional_payment_applicant_account_id_account_id_fk" FOREIGN KEY ("applicant_account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_payment" ADD CONSTRAINT "additional_payment_cycle_id_support_cycle_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."support_cycle"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_run" ADD CONSTRAINT "cycle_run_cycle_id_support_cycle_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."support_cycle"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_member" ADD CONSTRAINT "eligibility_member_result_id_eligibility_result_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."eligibility_result"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_member" ADD CONSTRAINT "eligibility_member_cycle_id_support_cycle_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."support_cycle"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_member" ADD CONSTRAINT "eligibility_member_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_member" ADD CONSTRAINT "eligibility_member_dependent_id_dependent_id_fk" FOREIGN KEY ("dependent_id") REFERENCES "public"."dependent"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_result" ADD CONSTRAINT "eligibility_result_cycle_id_support_cycle_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."support_cycle"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_result" ADD CONSTRAINT "eligibility_result_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_result" ADD CONSTRAINT "eligibility_result_applicant_account_id_account_id_fk" FOREIGN KEY ("applicant_account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_result" ADD CONSTRAINT "eligibility_result_house_id_house_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."house"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flv_request" ADD CONSTRAINT "flv_request_applicant_account_id_account_id_fk" FOREIGN KEY ("applicant_account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flv_request" ADD CONSTRAINT "flv_request_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_appeal" ADD CONSTRAINT "history_appeal_beneficiary_id_history_beneficiary_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."history_beneficiary"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_beneficiary" ADD CONSTRAINT "history_beneficiary_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_payment" ADD CONSTRAINT "history_payment_beneficiary_id_history_beneficiary_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."history_beneficiary"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parameter_version" ADD CONSTRAINT "parameter_version_created_by_account_id_account_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_cycle_id_support_cycle_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."support_cycle"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_applicant_account_id_account_id_fk" FOREIGN KEY ("applicant_account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_house_id_house_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."house"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_result_id_eligibility_result_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."eligibility_result"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_deduction" ADD CONSTRAINT "payment_deduction_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_deduction" ADD CONSTRAINT "payment_deduction_recovery_id_recovery_id_fk" FOREIGN KEY ("recovery_id") REFERENCES "public"."recovery"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refund" ADD CONSTRAINT "payment_refund_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refund" ADD CONSTRAINT "payment_refund_applicant_account_id_account_id_fk" FOREIGN KEY ("applicant_account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refund" ADD CONSTRAINT "payment_refund_recovery_id_recovery_id_fk" FOREIGN KEY ("recovery_id") REFERENCES "public"."recovery"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery" ADD CONSTRAINT "recovery_applicant_account_id_account_id_fk" FOREIGN KEY ("applicant_account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery" ADD CONSTRAINT "recovery_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "additional_payment_source_uq" ON "additional_payment" USING btree ("source_type","source_id");--> statement-breakpoint
CREATE INDEX "additional_payment_application_idx" ON "additional_payment" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "cycle_run_cycle_idx" ON "cycle_run" USING btree ("cycle_id","step");--> statement-breakpoint
CREATE INDEX "eligibility_member_person_idx" ON "eligibility_member" USING btree ("person_id","cycle_id");--> statement-breakpoint
CREATE INDEX "eligibility_member_dependent_idx" ON "eligibility_member" USING btree ("dependent_id") WHERE "eligibility_member"."counted";--> statement-breakpoint
CREATE UNIQUE INDEX "eligibility_result_cycle_application_house_uq" ON "eligibility_result" USING btree ("cycle_id","application_id","house_id");--> statement-breakpoint
CREATE INDEX "eligibility_result_applicant_idx" ON "eligibility_result" USING btree ("applicant_account_id","cycle_id");--> statement-breakpoint
CREATE INDEX "eligibility_result_application_idx" ON "eligibility_result" USING btree ("application_id","cycle_id");--> statement-breakpoint
CREATE INDEX "flv_request_applicant_idx" ON "flv_request" USING btree ("applicant_account_id","requested_at");--> statement-breakpoint
CREATE INDEX "history_appeal_beneficiary_idx" ON "history_appeal" USING btree ("beneficiary_id");--> statement-breakpoint
CREATE INDEX "history_beneficiary_person_idx" ON "history_beneficiary" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "history_payment_beneficiary_idx" ON "history_payment" USING btree ("beneficiary_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cycle_application_house_uq" ON "payment" USING btree ("cycle_id","application_id","house_id");--> statement-breakpoint
CREATE INDEX "payment_applicant_idx" ON "payment" USING btree ("applicant_account_id","cycle_id");--> statement-breakpoint
CREATE INDEX "payment_application_idx" ON "payment" USING btree ("application_id","cycle_id");--> statement-breakpoint
CREATE INDEX "payment_cycle_status_idx" ON "payment" USING btree ("cycle_id","status");--> statement-breakpoint
CREATE INDEX "payment_deduction_payment_idx" ON "payment_deduction" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_deduction_uq" ON "payment_deduction" USING btree ("payment_id","recovery_id");--> statement-breakpoint
CREATE INDEX "payment_refund_application_idx" ON "payment_refund" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "recovery_applicant_idx" ON "recovery" USING btree ("applicant_account_id");--> statement-breakpoint
ALTER TABLE "support_cycle" DROP COLUMN "closed_at";