CREATE SEQUENCE "public"."payment_complaint_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "payment_complaint" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_complain_nbr" varchar(30) NOT NULL,
	"applicant_account_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"category" varchar(60) NOT NULL,
	"description" text NOT NULL,
	"status" varchar(20) NOT NULL,
	"info_request" text,
	"resolution" text,
	"raised_at" timestamp with time zone NOT NULL,
	"promised_by" date NOT NULL,
	"paused_working_days" integer DEFAULT 0 NOT NULL,
	"paused_since" date,
	"decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_complaint_payment_complain_nbr_unique" UNIQUE("payment_complain_nbr")
);
--> statement-breakpoint
CREATE TABLE "payment_complaint_document" (
	"complaint_id" uuid NOT NULL,
	"attachment_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_complaint_document_complaint_id_attachment_id_pk" PRIMARY KEY("complaint_id","attachment_id")
);
--> statement-breakpoint
CREATE TABLE "payment_complaint_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"complaint_id" uuid NOT NULL,
	"from_status" varchar(20),
	"to_status" varchar(20) NOT NULL,
	"by" varchar(12) NOT NULL,
	"actor_account_id" uuid,
	"comment" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_complaint" ADD CONSTRAINT "payment_complaint_applicant_account_id_account_id_fk" FOREIGN KEY ("applicant_account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_complaint" ADD CONSTRAINT "payment_complaint_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_complaint" ADD CONSTRAINT "payment_complaint_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_complaint_document" ADD CONSTRAINT "payment_complaint_document_complaint_id_payment_complaint_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."payment_complaint"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_complaint_document" ADD CONSTRAINT "payment_complaint_document_attachment_id_attachment_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_complaint_history" ADD CONSTRAINT "payment_complaint_history_complaint_id_payment_complaint_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."payment_complaint"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_complaint_open_payment_uq" ON "payment_complaint" USING btree ("payment_id") WHERE "payment_complaint"."status" in ('NEW', 'UNDER_PROCESSING', 'NEED_INFO');--> statement-breakpoint
CREATE INDEX "payment_complaint_applicant_idx" ON "payment_complaint" USING btree ("applicant_account_id","raised_at");--> statement-breakpoint
CREATE INDEX "payment_complaint_history_idx" ON "payment_complaint_history" USING btree ("complaint_id","at");