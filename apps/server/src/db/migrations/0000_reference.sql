CREATE TABLE "lookup_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"group" varchar(40) NOT NULL,
	"code" varchar(60) NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"parent_code" varchar(60),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parameter" (
	"key" varchar(80) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"description_en" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"letters_allowed" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "program_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lookup_item_group_code_uq" ON "lookup_item" USING btree ("group","code");--> statement-breakpoint
CREATE INDEX "lookup_item_group_sort_idx" ON "lookup_item" USING btree ("group","sort_order");