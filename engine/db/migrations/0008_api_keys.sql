CREATE TABLE "api_key_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_key_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"api_key_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"alert_id" text,
	"order_id" integer,
	"message" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"label" text NOT NULL,
	"public_key" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"accounts" integer[] NOT NULL,
	"permissions" text[] NOT NULL,
	"ip_allow" text[] DEFAULT '{}'::text[] NOT NULL,
	"webhook_token_hash" text,
	"last_used_at" timestamp with time zone,
	"last_used_ip" text,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_key_log" ADD CONSTRAINT "api_key_log_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_key_log_key_idx" ON "api_key_log" USING btree ("api_key_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_public_key_unique" ON "api_keys" USING btree ("public_key");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_webhook_token_unique" ON "api_keys" USING btree ("webhook_token_hash");--> statement-breakpoint
CREATE INDEX "api_keys_user_idx" ON "api_keys" USING btree ("user_id","id");