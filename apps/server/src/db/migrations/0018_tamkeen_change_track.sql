CREATE SEQUENCE "public"."tamkeen_track_request_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "tamkeen_track_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_number" varchar(30) NOT NULL,
	"person_id" uuid NOT NULL,
	"from_track" varchar(20),
	"requested_track" varchar(20) NOT NULL,
	"reason" text NOT NULL,
	"status" varchar(20) NOT NULL,
	"decision_comment" text,
	"raised_at" timestamp with time zone NOT NULL,
	"promised_by" date NOT NULL,
	"paused_working_days" integer DEFAULT 0 NOT NULL,
	"paused_since" date,
	"decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tamkeen_track_request_request_number_unique" UNIQUE("request_number")
);
--> statement-breakpoint
CREATE TABLE "tamkeen_track_request_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"from_status" varchar(20),
	"to_status" varchar(20) NOT NULL,
	"by" varchar(12) NOT NULL,
	"actor_account_id" uuid,
	"comment" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tamkeen_track_request" ADD CONSTRAINT "tamkeen_track_request_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tamkeen_track_request_history" ADD CONSTRAINT "tamkeen_track_request_history_request_id_tamkeen_track_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."tamkeen_track_request"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tamkeen_track_request_open_uq" ON "tamkeen_track_request" USING btree ("person_id") WHERE "tamkeen_track_request"."status" in ('NEW', 'UNDER_REVIEW');--> statement-breakpoint
CREATE INDEX "tamkeen_track_request_person_idx" ON "tamkeen_track_request" USING btree ("person_id","raised_at");--> statement-breakpoint
CREATE INDEX "tamkeen_track_request_history_idx" ON "tamkeen_track_request_history" USING btree ("request_id","at");