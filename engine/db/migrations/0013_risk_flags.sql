CREATE TABLE "risk_flag_subjects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risk_flag_subjects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"flag_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"user_challenge_id" integer
);
--> statement-breakpoint
CREATE TABLE "risk_flags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risk_flags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"severity" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"subject_key" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"thresholds" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_signals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risk_signals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"seen" integer DEFAULT 1 NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "real_withdraws" ADD COLUMN "stripped_fill_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "real_withdraws" ADD COLUMN "stripped_profit" numeric;--> statement-breakpoint
ALTER TABLE "real_withdraws" ADD COLUMN "stripped_reason" text;--> statement-breakpoint
ALTER TABLE "risk_flag_subjects" ADD CONSTRAINT "risk_flag_subjects_flag_id_risk_flags_id_fk" FOREIGN KEY ("flag_id") REFERENCES "public"."risk_flags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_flag_subjects" ADD CONSTRAINT "risk_flag_subjects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_flag_subjects" ADD CONSTRAINT "risk_flag_subjects_user_challenge_id_user_challenges_id_fk" FOREIGN KEY ("user_challenge_id") REFERENCES "public"."user_challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_flags" ADD CONSTRAINT "risk_flags_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_settings" ADD CONSTRAINT "risk_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_signals" ADD CONSTRAINT "risk_signals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "risk_flag_subjects_flag_idx" ON "risk_flag_subjects" USING btree ("flag_id");--> statement-breakpoint
CREATE INDEX "risk_flag_subjects_user_idx" ON "risk_flag_subjects" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "risk_flag_subjects_account_idx" ON "risk_flag_subjects" USING btree ("user_challenge_id");--> statement-breakpoint
CREATE INDEX "risk_flags_status_idx" ON "risk_flags" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_flags_open_subject_unique" ON "risk_flags" USING btree ("kind","subject_key") WHERE "risk_flags"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "risk_signals_unique" ON "risk_signals" USING btree ("kind","value","user_id");