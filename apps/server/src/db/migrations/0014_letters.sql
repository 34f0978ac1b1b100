CREATE TABLE "letter" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"letter_number" varchar(30) NOT NULL,
	"verification_code" varchar(12) NOT NULL,
	"letter_type" varchar(60) NOT NULL,
	"program_id" integer NOT NULL,
	"holder_account_id" uuid NOT NULL,
	"holder_nin" varchar(10) NOT NULL,
	"language" varchar(5) NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "letter_letter_number_unique" UNIQUE("letter_number")
);
--> statement-breakpoint
ALTER TABLE "letter" ADD CONSTRAINT "letter_program_id_program_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."program"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter" ADD CONSTRAINT "letter_holder_account_id_account_id_fk" FOREIGN KEY ("holder_account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "letter_holder_idx" ON "letter" USING btree ("holder_account_id","issued_at");