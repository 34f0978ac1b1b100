CREATE TABLE "field_visit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"house_id" uuid NOT NULL,
	"purpose" varchar(30) NOT NULL,
	"office_code" varchar(60) NOT NULL,
	"visitor_name" varchar(100) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" varchar(20) NOT NULL,
	"outcome" varchar(30),
	"result_note" text,
	"closed_at" timestamp with time zone,
	"answer" varchar(30),
	"answer_reason" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "field_visit" ADD CONSTRAINT "field_visit_house_id_house_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."house"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "field_visit_house_idx" ON "field_visit" USING btree ("house_id","starts_at");