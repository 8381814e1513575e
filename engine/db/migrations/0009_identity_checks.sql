CREATE TABLE "identity_check_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "identity_check_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"applicant_id" text NOT NULL,
	"type" text NOT NULL,
	"review_status" text,
	"review_answer" text,
	"reject_type" text,
	"reject_labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"moderation_comment" text,
	"client_comment" text,
	"payload_hash" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_checks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "identity_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"applicant_id" text,
	"level_name" text NOT NULL,
	"review_status" text DEFAULT 'init' NOT NULL,
	"review_answer" text,
	"reject_type" text,
	"reject_labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"verified_first_name" text,
	"verified_last_name" text,
	"flag" text,
	"flagged_at" timestamp with time zone,
	"last_event_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_check_events" ADD CONSTRAINT "identity_check_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_checks" ADD CONSTRAINT "identity_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_check_events_payload_unique" ON "identity_check_events" USING btree ("payload_hash");--> statement-breakpoint
CREATE INDEX "identity_check_events_user_idx" ON "identity_check_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_checks_user_unique" ON "identity_checks" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_checks_applicant_unique" ON "identity_checks" USING btree ("applicant_id");