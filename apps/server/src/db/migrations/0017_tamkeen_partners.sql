CREATE TABLE "tamkeen_partner" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" varchar(20) NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"kind" varchar(20) NOT NULL,
	"city_code" varchar(10) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tamkeen_partner_code_unique" UNIQUE("code")
);
