-- Programs (issue 32, docs/decisions/565). Today's global two-step rules become the default
-- program: every rule set, challenge and sold account is given to it, so nothing changes for them.
CREATE TABLE "programs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "programs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"title_en" text NOT NULL,
	"title_fa" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
INSERT INTO "programs" ("code", "title_en", "title_fa", "active", "is_default", "sort_order", "created_at", "updated_at")
VALUES ('two-step', 'Two-step evaluation', 'ارزیابی دو مرحله‌ای', true, true, 0, now(), now());--> statement-breakpoint
DROP INDEX "features_code_unique";--> statement-breakpoint
DROP INDEX "rule_sets_version_unique";--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "program_id" integer;--> statement-breakpoint
UPDATE "challenges" SET "program_id" = (SELECT "id" FROM "programs" WHERE "is_default");--> statement-breakpoint
ALTER TABLE "challenges" ALTER COLUMN "program_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "features" ADD COLUMN "key" text;--> statement-breakpoint
UPDATE "features" SET "key" = "code";--> statement-breakpoint
ALTER TABLE "features" ALTER COLUMN "key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rule_set_steps" ADD COLUMN "dd_total_kind" text DEFAULT 'static' NOT NULL;--> statement-breakpoint
ALTER TABLE "rule_sets" ADD COLUMN "program_id" integer;--> statement-breakpoint
UPDATE "rule_sets" SET "program_id" = (SELECT "id" FROM "programs" WHERE "is_default");--> statement-breakpoint
ALTER TABLE "rule_sets" ALTER COLUMN "program_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rule_sets" ADD COLUMN "consistency_percent" numeric;--> statement-breakpoint
ALTER TABLE "rule_sets" ADD COLUMN "funded_max_dd_daily" numeric DEFAULT '5' NOT NULL;--> statement-breakpoint
ALTER TABLE "rule_sets" ADD COLUMN "funded_max_dd_total" numeric DEFAULT '10' NOT NULL;--> statement-breakpoint
ALTER TABLE "rule_sets" ADD COLUMN "funded_dd_total_kind" text DEFAULT 'static' NOT NULL;--> statement-breakpoint
ALTER TABLE "trading_accounts" ADD COLUMN "high_balance" numeric;--> statement-breakpoint
-- Sold accounts and pending orders name the default program in their pinned rules; every other
-- rule keeps its figures (absent drawdown kinds read as static, no consistency rule).
UPDATE "user_challenges" SET "rules" = "rules" || jsonb_build_object('program',
	(SELECT jsonb_build_object('id', "id", 'code', "code", 'title', jsonb_build_object('en', "title_en", 'fa', "title_fa"))
	   FROM "programs" WHERE "is_default"))
 WHERE "type" <> 'demo' AND NOT ("rules" ? 'program');--> statement-breakpoint
UPDATE "payments" SET "rules" = "rules" || jsonb_build_object('program',
	(SELECT jsonb_build_object('id', "id", 'code', "code", 'title', jsonb_build_object('en', "title_en", 'fa', "title_fa"))
	   FROM "programs" WHERE "is_default"))
 WHERE "rules" IS NOT NULL AND NOT ("rules" ? 'program');--> statement-breakpoint
CREATE UNIQUE INDEX "programs_code_unique" ON "programs" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "programs_one_default" ON "programs" USING btree ("is_default") WHERE "programs"."is_default";--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_sets" ADD CONSTRAINT "rule_sets_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenges_program_idx" ON "challenges" USING btree ("program_id");--> statement-breakpoint
CREATE UNIQUE INDEX "features_key_unique" ON "features" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "rule_sets_program_version_unique" ON "rule_sets" USING btree ("program_id","version");
