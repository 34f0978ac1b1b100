DROP INDEX "program_form_submission_account_uq";--> statement-breakpoint
ALTER TABLE "document_request" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "program_form_submission" ADD COLUMN "application_id" uuid;--> statement-breakpoint
ALTER TABLE "program_form_submission" ADD CONSTRAINT "program_form_submission_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "program_form_submission_application_uq" ON "program_form_submission" USING btree ("application_id") WHERE "program_form_submission"."application_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "program_form_submission_account_uq" ON "program_form_submission" USING btree ("program_id","account_id") WHERE "program_form_submission"."application_id" is null;--> statement-breakpoint
ALTER TABLE "account" DROP COLUMN "banned_until";