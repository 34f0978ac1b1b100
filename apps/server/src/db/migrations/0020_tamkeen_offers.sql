CREATE TABLE "tamkeen_offer" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"status" varchar(12) DEFAULT 'OFFERED' NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"skills_rate" varchar(30),
	"qualification_fit" varchar(30),
	"decline_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tamkeen_opportunity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"type_code" varchar(30) NOT NULL,
	"city_code" varchar(10) NOT NULL,
	"monthly_salary" integer,
	"deadline" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tamkeen_offer" ADD CONSTRAINT "tamkeen_offer_opportunity_id_tamkeen_opportunity_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."tamkeen_opportunity"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tamkeen_offer" ADD CONSTRAINT "tamkeen_offer_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tamkeen_opportunity" ADD CONSTRAINT "tamkeen_opportunity_partner_id_tamkeen_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."tamkeen_partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tamkeen_offer_opportunity_person_uq" ON "tamkeen_offer" USING btree ("opportunity_id","person_id");--> statement-breakpoint
CREATE INDEX "tamkeen_offer_person_idx" ON "tamkeen_offer" USING btree ("person_id","offered_at");