CREATE TABLE "kill_switches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kill_switches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"user_challenge_id" integer,
	"symbol" text,
	"reason" text NOT NULL,
	"applied_by" integer,
	"applied_at" timestamp with time zone NOT NULL,
	"lifted_by" integer,
	"lifted_at" timestamp with time zone,
	"lift_reason" text
);
--> statement-breakpoint
ALTER TABLE "kill_switches" ADD CONSTRAINT "kill_switches_user_challenge_id_user_challenges_id_fk" FOREIGN KEY ("user_challenge_id") REFERENCES "public"."user_challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kill_switches" ADD CONSTRAINT "kill_switches_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kill_switches" ADD CONSTRAINT "kill_switches_lifted_by_users_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kill_switches_account_standing" ON "kill_switches" USING btree ("user_challenge_id") WHERE "kill_switches"."kind" = 'account' and "kill_switches"."lifted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "kill_switches_symbol_standing" ON "kill_switches" USING btree ("symbol") WHERE "kill_switches"."kind" = 'symbol' and "kill_switches"."lifted_at" is null;--> statement-breakpoint
CREATE INDEX "kill_switches_challenge_idx" ON "kill_switches" USING btree ("user_challenge_id");