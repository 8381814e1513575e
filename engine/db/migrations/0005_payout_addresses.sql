CREATE TABLE "payout_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"label" text,
	"freeze_token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_freezes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"frozen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "real_withdraws" ADD COLUMN "network" text;--> statement-breakpoint
ALTER TABLE "real_withdraws" ADD COLUMN "address_added_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "real_withdraws" ADD COLUMN "tx_hash" text;--> statement-breakpoint
ALTER TABLE "referral_withdraws" ADD COLUMN "network" text;--> statement-breakpoint
ALTER TABLE "referral_withdraws" ADD COLUMN "address_added_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referral_withdraws" ADD COLUMN "tx_hash" text;--> statement-breakpoint
ALTER TABLE "payout_addresses" ADD CONSTRAINT "payout_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_freezes" ADD CONSTRAINT "withdrawal_freezes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_addresses_user_address_unique" ON "payout_addresses" USING btree ("user_id","network","address");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_addresses_freeze_token_unique" ON "payout_addresses" USING btree ("freeze_token_hash");--> statement-breakpoint
CREATE INDEX "withdrawal_freezes_frozen_idx" ON "withdrawal_freezes" USING btree ("frozen_at");