CREATE TABLE "outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"csrf_token" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"user_agent" text,
	"remember" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_activity" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text,
	"name" text,
	"first_name" text,
	"last_name" text,
	"first_name_en" text,
	"last_name_en" text,
	"name_confirmed" boolean DEFAULT false NOT NULL,
	"phone" text,
	"phone_verified_at" timestamp with time zone,
	"email_verified_at" timestamp with time zone,
	"avatar_path" text,
	"referral_code" text NOT NULL,
	"referred_by" integer,
	"role" text DEFAULT 'trader' NOT NULL,
	"tours_seen" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"google_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"purpose" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trading_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trading_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_challenge_id" integer NOT NULL,
	"phase" text NOT NULL,
	"status" text NOT NULL,
	"initial_balance" numeric NOT NULL,
	"balance" numeric NOT NULL,
	"daily_balance" numeric NOT NULL,
	"day_started_at" timestamp with time zone NOT NULL,
	"max_leverage" integer NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"breach" jsonb,
	"first_fill_at" timestamp with time zone,
	"trading_days" integer DEFAULT 0 NOT NULL,
	"last_trading_day" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_challenges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"challenge_id" integer,
	"payment_id" integer,
	"rules" jsonb NOT NULL,
	"status" text NOT NULL,
	"initial_balance" numeric NOT NULL,
	"expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"amount" numeric NOT NULL,
	"kind" text NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"reference_type" text,
	"reference_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_leverages" (
	"trading_account_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"leverage" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_leverages_trading_account_id_symbol_pk" PRIMARY KEY("trading_account_id","symbol")
);
--> statement-breakpoint
CREATE TABLE "coin_pairs" (
	"code" text PRIMARY KEY NOT NULL,
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"tick_size" numeric NOT NULL,
	"step_size" numeric NOT NULL,
	"min_notional" numeric NOT NULL,
	"maker_fee" numeric NOT NULL,
	"taker_fee" numeric NOT NULL,
	"price_offset_percent" numeric NOT NULL,
	"price_protection_percent" numeric NOT NULL,
	"brackets" jsonb NOT NULL,
	"sim_start_price" numeric NOT NULL,
	"sim_volatility" numeric NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fills" (
	"id" integer PRIMARY KEY NOT NULL,
	"trading_account_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"type" text NOT NULL,
	"side" text NOT NULL,
	"price" numeric NOT NULL,
	"quantity" numeric NOT NULL,
	"fee" numeric NOT NULL,
	"realized_pnl" numeric NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" integer PRIMARY KEY NOT NULL,
	"trading_account_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount" numeric NOT NULL,
	"asset" text DEFAULT 'USDT' NOT NULL,
	"symbol" text,
	"fill_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY NOT NULL,
	"trading_account_id" integer NOT NULL,
	"client_order_id" text,
	"symbol" text NOT NULL,
	"type" text NOT NULL,
	"side" text NOT NULL,
	"trade_type" text NOT NULL,
	"price" numeric,
	"stop_price" numeric,
	"size" numeric NOT NULL,
	"tp" numeric,
	"sl" numeric,
	"status" text NOT NULL,
	"reason" text,
	"avg_price" numeric,
	"leverage" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" integer PRIMARY KEY NOT NULL,
	"trading_account_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"size" numeric NOT NULL,
	"entry_price" numeric NOT NULL,
	"tp" numeric,
	"sl" numeric,
	"opened_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_accounts" ADD CONSTRAINT "trading_accounts_user_challenge_id_user_challenges_id_fk" FOREIGN KEY ("user_challenge_id") REFERENCES "public"."user_challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_challenges" ADD CONSTRAINT "user_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_leverages" ADD CONSTRAINT "account_leverages_trading_account_id_trading_accounts_id_fk" FOREIGN KEY ("trading_account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fills" ADD CONSTRAINT "fills_trading_account_id_trading_accounts_id_fk" FOREIGN KEY ("trading_account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_trading_account_id_trading_accounts_id_fk" FOREIGN KEY ("trading_account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_trading_account_id_trading_accounts_id_fk" FOREIGN KEY ("trading_account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_trading_account_id_trading_accounts_id_fk" FOREIGN KEY ("trading_account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to","id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_code_unique" ON "users" USING btree ("referral_code");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_id_unique" ON "users" USING btree ("google_id");--> statement-breakpoint
CREATE INDEX "users_referred_by_idx" ON "users" USING btree ("referred_by");--> statement-breakpoint
CREATE INDEX "verification_codes_lookup_idx" ON "verification_codes" USING btree ("purpose","target","created_at");--> statement-breakpoint
CREATE INDEX "trading_accounts_challenge_idx" ON "trading_accounts" USING btree ("user_challenge_id");--> statement-breakpoint
CREATE INDEX "trading_accounts_active_idx" ON "trading_accounts" USING btree ("status");--> statement-breakpoint
CREATE INDEX "user_challenges_user_idx" ON "user_challenges" USING btree ("user_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "user_challenges_one_demo" ON "user_challenges" USING btree ("user_id") WHERE "user_challenges"."type" = 'demo';--> statement-breakpoint
CREATE INDEX "credit_entries_user_idx" ON "credit_entries" USING btree ("user_id","available_at");--> statement-breakpoint
CREATE INDEX "credit_entries_reference_idx" ON "credit_entries" USING btree ("reference_type","reference_id");--> statement-breakpoint
CREATE INDEX "fills_account_idx" ON "fills" USING btree ("trading_account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("trading_account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_client_order_id_unique" ON "orders" USING btree ("trading_account_id","client_order_id") WHERE "orders"."client_order_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_account_idx" ON "orders" USING btree ("trading_account_id","id");--> statement-breakpoint
CREATE INDEX "orders_open_idx" ON "orders" USING btree ("trading_account_id") WHERE "orders"."status" in ('NEW', 'TRIGGERED');--> statement-breakpoint
CREATE UNIQUE INDEX "positions_open_unique" ON "positions" USING btree ("trading_account_id","symbol") WHERE "positions"."closed_at" is null;