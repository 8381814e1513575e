ALTER TABLE "fills" ADD COLUMN "origin" text DEFAULT 'trader' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "origin" text DEFAULT 'trader' NOT NULL;--> statement-breakpoint
-- hand-written: orders the engine placed before origins were stored (decision 412) are known by
-- their shape: a filled MARKET close order without a client id whose reason the engine wrote.
UPDATE "orders" SET "origin" = CASE "reason"
    WHEN 'Take profit' THEN 'take_profit'
    WHEN 'Stop loss' THEN 'stop_loss'
    WHEN 'Liquidation' THEN 'liquidation'
    ELSE 'close_out' END
  WHERE "status" = 'FILLED' AND "type" = 'MARKET' AND "trade_type" = 'close'
    AND "client_order_id" IS NULL AND "reason" IS NOT NULL;--> statement-breakpoint
UPDATE "fills" SET "origin" = "orders"."origin" FROM "orders"
  WHERE "orders"."id" = "fills"."order_id" AND "orders"."origin" <> 'trader';
