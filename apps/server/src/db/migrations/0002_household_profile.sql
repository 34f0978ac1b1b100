CREATE TABLE "cycle_member" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cycle_id" uuid NOT NULL,
	"applicant_account_id" uuid NOT NULL,
	"house_id" uuid,
	"person_id" uuid NOT NULL,
	"dependent_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dependent" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_account_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"relationship" varchar(40) NOT NULL,
	"house_id" uuid,
	"custody" varchar(20),
	"status" varchar(20) DEFAULT 'ACTIVE' NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "house" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_account_id" uuid NOT NULL,
	"label" varchar(60),
	"region_code" varchar(60) NOT NULL,
	"city_code" varchar(60) NOT NULL,
	"district" varchar(100) NOT NULL,
	"street" varchar(100) NOT NULL,
	"building_number" varchar(4) NOT NULL,
	"postal_code" varchar(5) NOT NULL,
	"additional_number" varchar(4) NOT NULL,
	"unit_number" varchar(10),
	"latitude" double precision,
	"longitude" double precision,
	"ownership" varchar(60) NOT NULL,
	"yearly_rent" bigint,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_cycle" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" integer NOT NULL,
	"period" varchar(7) NOT NULL,
	"status" varchar(20) NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bank_account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"iban" varchar(34) NOT NULL,
	"bank_code" varchar(4),
	"status" varchar(20) NOT NULL,
	"verification_ref" varchar(100),
	"rejection_reason" varchar(40),
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bank_verification_simulation" (
	"reference" varchar(100) PRIMARY KEY NOT NULL,
	"iban" varchar(34) NOT NULL,
	"result" varchar(20) NOT NULL,
	"rejection_reason" varchar(40),
	"ready_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "income_source" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"source" varchar(60) NOT NULL,
	"monthly_amount" bigint NOT NULL,
	"payer" varchar(150),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"dependents_confirmed_at" timestamp with time zone,
	"income_declared_at" timestamp with time zone,
	"has_properties" boolean,
	"declaration_accepted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_person_id_unique" UNIQUE("person_id")
);
--> statement-breakpoint
CREATE TABLE "profile_address" (
	"person_id" uuid PRIMARY KEY NOT NULL,
	"region_code" varchar(60) NOT NULL,
	"city_code" varchar(60) NOT NULL,
	"district" varchar(100) NOT NULL,
	"street" varchar(100) NOT NULL,
	"building_number" varchar(4) NOT NULL,
	"postal_code" varchar(5) NOT NULL,
	"additional_number" varchar(4) NOT NULL,
	"unit_number" varchar(10),
	"latitude" double precision,
	"longitude" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_education" (
	"person_id" uuid PRIMARY KEY NOT NULL,
	"education_level" varchar(60) NOT NULL,
	"major" varchar(60),
	"institution" varchar(150),
	"graduation_year" smallint,
	"currently_studying" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_labor" (
	"person_id" uuid PRIMARY KEY NOT NULL,
	"labor_status" varchar(60) NOT NULL,
	"employer_name" varchar(150),
	"job_title" varchar(100),
	"work_start_date" date,
	"profession_skill" varchar(60),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_license" (
	"person_id" uuid PRIMARY KEY NOT NULL,
	"has_licenses" boolean NOT NULL,
	"licenses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_personal" (
	"person_id" uuid PRIMARY KEY NOT NULL,
	"social_status" varchar(60) NOT NULL,
	"has_disability" boolean NOT NULL,
	"disabilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_item" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"type" varchar(60) NOT NULL,
	"description" varchar(200) NOT NULL,
	"estimated_value" bigint NOT NULL,
	"ownership_share" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "relation_confirmation" ADD COLUMN "dependent_id" uuid;--> statement-breakpoint
ALTER TABLE "cycle_member" ADD CONSTRAINT "cycle_member_cycle_id_support_cycle_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."support_cycle"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_member" ADD CONSTRAINT "cycle_member_applicant_account_id_account_id_fk" FOREIGN KEY ("applicant_account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_member" ADD CONSTRAINT "cycle_member_house_id_house_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."house"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_member" ADD CONSTRAINT "cycle_member_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_member" ADD CONSTRAINT "cycle_member_dependent_id_dependent_id_fk" FOREIGN KEY ("dependent_id") REFERENCES "public"."dependent"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dependent" ADD CONSTRAINT "dependent_applicant_account_id_account_id_fk" FOREIGN KEY ("applicant_account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dependent" ADD CONSTRAINT "dependent_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dependent" ADD CONSTRAINT "dependent_house_id_house_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."house"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house" ADD CONSTRAINT "house_applicant_account_id_account_id_fk" FOREIGN KEY ("applicant_account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_cycle" ADD CONSTRAINT "support_cycle_program_id_program_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."program"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_account" ADD CONSTRAINT "bank_account_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_source" ADD CONSTRAINT "income_source_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_address" ADD CONSTRAINT "profile_address_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_education" ADD CONSTRAINT "profile_education_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_labor" ADD CONSTRAINT "profile_labor_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_license" ADD CONSTRAINT "profile_license_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_personal" ADD CONSTRAINT "profile_personal_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_item" ADD CONSTRAINT "property_item_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cycle_member_dependent_idx" ON "cycle_member" USING btree ("dependent_id");--> statement-breakpoint
CREATE INDEX "cycle_member_cycle_idx" ON "cycle_member" USING btree ("cycle_id","applicant_account_id");--> statement-breakpoint
CREATE INDEX "dependent_applicant_idx" ON "dependent" USING btree ("applicant_account_id","status");--> statement-breakpoint
CREATE INDEX "dependent_person_idx" ON "dependent" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dependent_active_uq" ON "dependent" USING btree ("applicant_account_id","person_id") WHERE "dependent"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "house_applicant_idx" ON "house" USING btree ("applicant_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "support_cycle_program_period_uq" ON "support_cycle" USING btree ("program_id","period");--> statement-breakpoint
CREATE INDEX "bank_account_account_idx" ON "bank_account" USING btree ("account_id","status");--> statement-breakpoint
CREATE INDEX "income_source_person_idx" ON "income_source" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "property_item_person_idx" ON "property_item" USING btree ("person_id");--> statement-breakpoint
ALTER TABLE "relation_confirmation" ADD CONSTRAINT "relation_confirmation_dependent_id_dependent_id_fk" FOREIGN KEY ("dependent_id") REFERENCES "public"."dependent"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "relation_confirmation_household_dependent_idx" ON "relation_confirmation" USING btree ("dependent_id");