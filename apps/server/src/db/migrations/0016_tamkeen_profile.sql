CREATE TABLE "tamkeen_person" (
	"person_id" uuid PRIMARY KEY NOT NULL,
	"classification" varchar(20) NOT NULL,
	"track" varchar(20),
	"classified_at" timestamp with time zone NOT NULL,
	"profile_status" integer DEFAULT 75001 NOT NULL,
	"summary" text,
	"cv_choice" varchar(10),
	"cv_attachment_id" uuid,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tamkeen_profile_tab" (
	"person_id" uuid NOT NULL,
	"tab" varchar(30) NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"none" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tamkeen_profile_tab_person_id_tab_pk" PRIMARY KEY("person_id","tab")
);
--> statement-breakpoint
ALTER TABLE "tamkeen_person" ADD CONSTRAINT "tamkeen_person_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tamkeen_person" ADD CONSTRAINT "tamkeen_person_cv_attachment_id_attachment_id_fk" FOREIGN KEY ("cv_attachment_id") REFERENCES "public"."attachment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tamkeen_profile_tab" ADD CONSTRAINT "tamkeen_profile_tab_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;