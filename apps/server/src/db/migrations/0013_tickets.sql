CREATE SEQUENCE "public"."ticket_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "ticket" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_number" varchar(30) NOT NULL,
	"nin" varchar(10) NOT NULL,
	"mobile" varchar(10) NOT NULL,
	"ticket_type" varchar(60) NOT NULL,
	"category" varchar(60) NOT NULL,
	"sub_category" varchar(60) NOT NULL,
	"description" text NOT NULL,
	"status" varchar(20) NOT NULL,
	"file_name" varchar(255),
	"file_content_type" varchar(100),
	"file_size_bytes" integer,
	"file_sha256" varchar(64),
	"file_storage_key" varchar(64),
	"raised_at" timestamp with time zone NOT NULL,
	"promised_by" date NOT NULL,
	"paused_working_days" integer DEFAULT 0 NOT NULL,
	"paused_since" date,
	"decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_ticket_number_unique" UNIQUE("ticket_number")
);
--> statement-breakpoint
CREATE TABLE "ticket_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"from_status" varchar(20),
	"to_status" varchar(20) NOT NULL,
	"by" varchar(12) NOT NULL,
	"actor_account_id" uuid,
	"comment" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"by" varchar(12) NOT NULL,
	"author_account_id" uuid,
	"body" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_history" ADD CONSTRAINT "ticket_history_ticket_id_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."ticket"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_message" ADD CONSTRAINT "ticket_message_ticket_id_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."ticket"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_nin_idx" ON "ticket" USING btree ("nin","raised_at");--> statement-breakpoint
CREATE INDEX "ticket_history_idx" ON "ticket_history" USING btree ("ticket_id","at");--> statement-breakpoint
CREATE INDEX "ticket_message_idx" ON "ticket_message" USING btree ("ticket_id","at");