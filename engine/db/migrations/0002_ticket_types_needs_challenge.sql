ALTER TABLE "ticket_types" ADD COLUMN "needs_challenge" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "ticket_types" SET "needs_challenge" = false WHERE "code" IN ('technical', 'billing', 'other');
