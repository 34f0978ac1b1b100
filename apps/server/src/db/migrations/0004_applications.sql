CREATE SEQUENCE "public"."application_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "application" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" varchar(30) NOT NULL,
	"program_id" integer NOT NULL,
	"applicant_account_id" uuid NOT NULL,
	"status" varchar(20) NOT NULL,
	"form_answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"submit_key" varchar(100),
	"closed_at" timestamp with time zone,
	"status_reason" text,
	"ban_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "application_dependent" (
	"application_id" uuid NOT NULL,
	"dependent_id" uuid NOT NULL,
	"house_id" uuid NOT NULL,
	"outcome" varchar(20),
	"reason_code" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_dependent_application_id_dependent_id_pk" PRIMARY KEY("application_id","dependent_id")
);
--> statement-breakpoint
CREATE TABLE "application_document" (
	"application_id" uuid NOT NULL,
	"attachment_id" uuid NOT NULL,
	"document_request_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_document_application_id_attachment_id_pk" PRIMARY KEY("application_id","attachment_id")
);
--> statement-breakpoint
CREATE TABLE "application_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"type" varchar(40) NOT NULL,
	"from_status" varchar(20),
	"to_status" varchar(20),
	"actor_account_id" uuid,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_house" (
	"application_id" uuid NOT NULL,
	"house_id" uuid NOT NULL,
	"outcome" varchar(20),
	"reason_code" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_house_application_id_house_id_pk" PRIMARY KEY("application_id","house_id")
);
--> statement-breakpoint
CREATE TABLE "attachment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_account_id" uuid NOT NULL,
	"person_id" uuid,
	"document_type" varchar(60) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"uploaded_by_account_id" uuid NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachment_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "document_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"document_types" jsonb NOT NULL,
	"note" text,
	"requested_by_account_id" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "manual_reapply" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" varchar(30) NOT NULL,
	"subject_id" uuid NOT NULL,
	"period" varchar(7) NOT NULL,
	"reason" text,
	"status" varchar(20) DEFAULT 'PENDING' NOT NULL,
	"actor_account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_form_field" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"type" varchar(20) NOT NULL,
	"label_ar" text NOT NULL,
	"label_en" text NOT NULL,
	"default_value" text DEFAULT '' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"validation_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"options_group" varchar(40),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_form_submission" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" integer NOT NULL,
	"account_id" uuid NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_form_unique_value" (
	"program_id" integer NOT NULL,
	"field_name" varchar(60) NOT NULL,
	"value" text NOT NULL,
	"submission_id" uuid NOT NULL,
	CONSTRAINT "program_form_unique_value_program_id_field_name_value_pk" PRIMARY KEY("program_id","field_name","value")
);
--> statement-breakpoint
CREATE TABLE "ramadan_reward" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"hijri_year" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" varchar(20) NOT NULL,
	"iban_last4" varchar(4),
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ramadan_reward_member" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reward_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"dependent_id" uuid,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_program_id_program_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."program"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_applicant_account_id_account_id_fk" FOREIGN KEY ("applicant_account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_dependent" ADD CONSTRAINT "application_dependent_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_dependent" ADD CONSTRAINT "application_dependent_dependent_id_dependent_id_fk" FOREIGN KEY ("dependent_id") REFERENCES "public"."dependent"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_dependent" ADD CONSTRAINT "application_dependent_house_id_house_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."house"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_document" ADD CONSTRAINT "application_document_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_document" ADD CONSTRAINT "application_document_attachment_id_attachment_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_event" ADD CONSTRAINT "application_event_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_house" ADD CONSTRAINT "application_house_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_house" ADD CONSTRAINT "application_house_house_id_house_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."house"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachment" ADD CONSTRAINT "attachment_owner_account_id_account_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachment" ADD CONSTRAINT "attachment_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_request" ADD CONSTRAINT "document_request_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_reapply" ADD CONSTRAINT "manual_reapply_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_form_field" ADD CONSTRAINT "program_form_field_program_id_program_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."program"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_form_submission" ADD CONSTRAINT "program_form_submission_program_id_program_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."program"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_form_submission" ADD CONSTRAINT "program_form_submission_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_form_unique_value" ADD CONSTRAINT "program_form_unique_value_submission_id_program_form_submission_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."program_form_submission"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ramadan_reward" ADD CONSTRAINT "ramadan_reward_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ramadan_reward_member" ADD CONSTRAINT "ramadan_reward_member_reward_id_ramadan_reward_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."ramadan_reward"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ramadan_reward_member" ADD CONSTRAINT "ramadan_reward_member_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ramadan_reward_member" ADD CONSTRAINT "ramadan_reward_member_dependent_id_dependent_id_fk" FOREIGN KEY ("dependent_id") REFERENCES "public"."dependent"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_applicant_idx" ON "application" USING btree ("applicant_account_id","program_id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_open_uq" ON "application" USING btree ("applicant_account_id","program_id") WHERE "application"."status" not in ('CANCELED', 'WITHDRAWN');--> statement-breakpoint
CREATE INDEX "application_dependent_dependent_idx" ON "application_dependent" USING btree ("dependent_id");--> statement-breakpoint
CREATE INDEX "application_document_attachment_idx" ON "application_document" USING btree ("attachment_id");--> statement-breakpoint
CREATE INDEX "application_event_application_idx" ON "application_event" USING btree ("application_id","at");--> statement-breakpoint
CREATE INDEX "application_house_house_idx" ON "application_house" USING btree ("house_id");--> statement-breakpoint
CREATE INDEX "attachment_owner_idx" ON "attachment" USING btree ("owner_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_request_open_uq" ON "document_request" USING btree ("application_id") WHERE "document_request"."answered_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "manual_reapply_once_uq" ON "manual_reapply" USING btree ("application_id","kind","subject_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "program_form_field_name_uq" ON "program_form_field" USING btree ("program_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "program_form_submission_account_uq" ON "program_form_submission" USING btree ("program_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ramadan_reward_year_uq" ON "ramadan_reward" USING btree ("application_id","hijri_year");--> statement-breakpoint
CREATE INDEX "ramadan_reward_member_reward_idx" ON "ramadan_reward_member" USING btree ("reward_id");