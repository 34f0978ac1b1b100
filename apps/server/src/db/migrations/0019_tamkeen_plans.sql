CREATE TABLE "tamkeen_appointment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"status" varchar(10) DEFAULT 'SCHEDULED' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"location_ar" text NOT NULL,
	"location_en" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"new_time_date" date,
	"new_time_period" varchar(10),
	"new_time_note" text,
	"new_time_at" timestamp with time zone,
	"cancel_reason" text,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tamkeen_partner_rating" (
	"person_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"rated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tamkeen_partner_rating_person_id_partner_id_pk" PRIMARY KEY("person_id","partner_id")
);
--> statement-breakpoint
CREATE TABLE "tamkeen_plan" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"status" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"started_on" date NOT NULL,
	"ends_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tamkeen_plan_action" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"partner_id" uuid,
	"due_date" date NOT NULL,
	"status" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"note" text,
	"accepted_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tamkeen_appointment" ADD CONSTRAINT "tamkeen_appointment_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tamkeen_appointment" ADD CONSTRAINT "tamkeen_appointment_partner_id_tamkeen_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."tamkeen_partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tamkeen_partner_rating" ADD CONSTRAINT "tamkeen_partner_rating_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tamkeen_partner_rating" ADD CONSTRAINT "tamkeen_partner_rating_partner_id_tamkeen_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."tamkeen_partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tamkeen_plan" ADD CONSTRAINT "tamkeen_plan_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tamkeen_plan_action" ADD CONSTRAINT "tamkeen_plan_action_plan_id_tamkeen_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."tamkeen_plan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tamkeen_plan_action" ADD CONSTRAINT "tamkeen_plan_action_partner_id_tamkeen_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."tamkeen_partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tamkeen_appointment_person" ON "tamkeen_appointment" USING btree ("person_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tamkeen_plan_one_active" ON "tamkeen_plan" USING btree ("person_id") WHERE "tamkeen_plan"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "tamkeen_plan_action_plan" ON "tamkeen_plan_action" USING btree ("plan_id");