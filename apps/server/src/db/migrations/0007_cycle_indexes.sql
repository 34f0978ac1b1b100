DROP INDEX "eligibility_result_applicant_idx";--> statement-breakpoint
DROP INDEX "payment_cycle_status_idx";--> statement-breakpoint
CREATE INDEX "payment_cycle_status_idx" ON "payment" USING btree ("cycle_id","status","id");