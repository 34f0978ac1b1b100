CREATE SEQUENCE "public"."appeal_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "appeal" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appeal_nbr" varchar(30) NOT NULL,
	"applicant_account_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"subject_type" varchar(10) NOT NULL,
	"cycle_id" uuid NOT NULL,
	"house_id" uuid,
	"dependent_id" uuid,
	"payment_id" uuid,
	"subject_key" varchar(200) NOT NULL,
	"reason_code" varchar(60) NOT NULL,
	"description" text NOT NULL,
	"status" smallint NOT NULL,
	"needed_documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decision_comment" text,
	"raised_at" timestamp with time zone NOT NULL,
	"promised_by" date NOT NULL,
	"paused_working_days" integer DEFAULT 0 NOT NULL,
	"paused_since" date,
	"documents_due_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appeal_appeal_nbr_unique" UNIQUE("appeal_nbr")
);
--> statement-breakpoint
CREATE TABLE "appeal_document" (
	"appeal_id" uuid NOT NULL,
	"attachment_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appeal_document_appeal_id_attachment_id_pk" PRIMARY KEY("appeal_id","attachment_id")
);
--> statement-breakpoint
CREATE TABLE "appeal_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appeal_id" uuid NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"by" varchar(12) NOT NULL,
	"actor_account_id" uuid,
	"comment" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appeal" ADD CONSTRAINT "appeal_applicant_account_id_account_id_fk" FOREIGN KEY ("applicant_account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal" ADD CONSTRAINT "appeal_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal" ADD CONSTRAINT "appeal_cycle_id_support_cycle_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."support_cycle"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal" ADD CONSTRAINT "appeal_house_id_house_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."house"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal" ADD CONSTRAINT "appeal_dependent_id_dependent_id_fk" FOREIGN KEY ("dependent_id") REFERENCES "public"."dependent"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal" ADD CONSTRAINT "appeal_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_document" ADD CONSTRAINT "appeal_document_appeal_id_appeal_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."appeal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_document" ADD CONSTRAINT "appeal_document_attachment_id_attachment_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_history" ADD CONSTRAINT "appeal_history_appeal_id_appeal_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."appeal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appeal_open_subject_uq" ON "appeal" USING btree ("subject_key") WHERE "appeal"."status" in (6007, 6008, 6013);--> statement-breakpoint
CREATE INDEX "appeal_applicant_idx" ON "appeal" USING btree ("applicant_account_id","raised_at");--> statement-breakpoint
CREATE INDEX "appeal_application_idx" ON "appeal" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "appeal_documents_due_idx" ON "appeal" USING btree ("documents_due_at") WHERE "appeal"."status" = 6013;--> statement-breakpoint
CREATE INDEX "appeal_history_appeal_idx" ON "appeal_history" USING btree ("appeal_id","at");