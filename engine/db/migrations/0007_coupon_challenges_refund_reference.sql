CREATE TABLE "coupon_challenges" (
	"coupon_id" integer NOT NULL,
	"challenge_id" integer NOT NULL,
	CONSTRAINT "coupon_challenges_coupon_id_challenge_id_pk" PRIMARY KEY("coupon_id","challenge_id")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "coupon_challenges" ADD CONSTRAINT "coupon_challenges_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_challenges" ADD CONSTRAINT "coupon_challenges_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_challenges_challenge_idx" ON "coupon_challenges" USING btree ("challenge_id");