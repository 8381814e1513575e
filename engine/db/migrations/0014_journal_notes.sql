CREATE TABLE "journal_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journal_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trading_account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"fill_id" integer,
	"day" text,
	"body" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journal_notes" ADD CONSTRAINT "journal_notes_trading_account_id_trading_accounts_id_fk" FOREIGN KEY ("trading_account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_notes_one_per_trade" ON "journal_notes" USING btree ("trading_account_id","fill_id") WHERE "journal_notes"."kind" = 'trade';--> statement-breakpoint
CREATE UNIQUE INDEX "journal_notes_one_per_day" ON "journal_notes" USING btree ("trading_account_id","day") WHERE "journal_notes"."kind" = 'day';--> statement-breakpoint
CREATE INDEX "journal_notes_account_idx" ON "journal_notes" USING btree ("trading_account_id","id");--> statement-breakpoint
CREATE INDEX "journal_notes_tags_idx" ON "journal_notes" USING gin ("tags");