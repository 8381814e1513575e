CREATE TABLE "account_days" (
	"trading_account_id" integer NOT NULL,
	"day_key" text NOT NULL,
	"start_balance" numeric NOT NULL,
	"lowest_equity" numeric NOT NULL,
	CONSTRAINT "account_days_trading_account_id_day_key_pk" PRIMARY KEY("trading_account_id","day_key")
);
--> statement-breakpoint
ALTER TABLE "trading_accounts" ADD COLUMN "lowest_equity" numeric;--> statement-breakpoint
ALTER TABLE "trading_accounts" ADD COLUMN "day_lowest_equity" numeric;--> statement-breakpoint
ALTER TABLE "account_days" ADD CONSTRAINT "account_days_trading_account_id_trading_accounts_id_fk" FOREIGN KEY ("trading_account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE cascade ON UPDATE no action;