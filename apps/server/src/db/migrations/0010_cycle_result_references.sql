ALTER TABLE "eligibility_member" DROP CONSTRAINT "eligibility_member_cycle_id_support_cycle_id_fk";
--> statement-breakpoint
ALTER TABLE "eligibility_member" DROP CONSTRAINT "eligibility_member_person_id_person_id_fk";
--> statement-breakpoint
ALTER TABLE "eligibility_member" DROP CONSTRAINT "eligibility_member_dependent_id_dependent_id_fk";
--> statement-breakpoint
ALTER TABLE "eligibility_result" DROP CONSTRAINT "eligibility_result_applicant_account_id_account_id_fk";
--> statement-breakpoint
ALTER TABLE "eligibility_result" DROP CONSTRAINT "eligibility_result_house_id_house_id_fk";
--> statement-breakpoint
ALTER TABLE "eligibility_result" ALTER COLUMN "trace" SET DATA TYPE json;