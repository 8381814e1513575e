/**
 * An account's histories as CSV rows, oldest first, read in keyset batches
 * (keyset.ts): finished orders (as the order history lists them), fills
 * and ledger rows. Decimals are the database's exact values, normalised
 * (no trailing zeros) as the history pages show them.
 */
import { and, asc, eq, gt, notInArray } from 'drizzle-orm'
import type { EngineContext } from '../context.ts'
import { fills, ledgerEntries, orders } from '../db/schema/index.ts'
import { type CsvCell, exact } from './csv.ts'
import { keysetRows, mapped } from './keyset.ts'

export interface HistoryExport {
  header: readonly string[]
  rows: AsyncIterable<CsvCell[]>
}

export type HistoryKind = 'orders' | 'trades' | 'transactions'

export function orderExport(ctx: EngineContext, accountId: number): HistoryExport {
  const rows = keysetRows((after, limit) =>
    ctx.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.tradingAccountId, accountId),
          gt(orders.id, after),
          notInArray(orders.status, ['NEW', 'TRIGGERED']),
        ),
      )
      .orderBy(asc(orders.id))
      .limit(limit),
  )
  return {
    header: [
      'id',
      'client_order_id',
      'created_at',
      'updated_at',
      'symbol',
      'type',
      'side',
      'trade_type',
      'limit_price',
      'trigger_price',
      'amount',
      'avg_price',
      'take_profit',
      'stop_loss',
      'leverage',
      'status',
      'reason',
      'origin',
    ],
    rows: mapped(rows, (o) => [
      o.id,
      o.clientOrderId,
      o.createdAt,
      o.updatedAt,
      o.symbol,
      o.type,
      o.side,
      o.tradeType,
      exact(o.price),
      exact(o.stopPrice),
      exact(o.size),
      exact(o.avgPrice),
      exact(o.tp),
      exact(o.sl),
      o.leverage,
      o.status,
      o.reason,
      o.origin,
    ]),
  }
}

export const TRADE_HEADER = [
  'id',
  'order_id',
  'time',
  'symbol',
  'type',
  'side',
  'price',
  'quantity',
  'fee',
  'realized_pnl',
  'role',
  'origin',
] as const

export function tradeExport(ctx: EngineContext, accountId: number): HistoryExport {
  const rows = keysetRows((after, limit) =>
    ctx.db
      .select()
      .from(fills)
      .where(and(eq(fills.tradingAccountId, accountId), gt(fills.id, after)))
      .orderBy(asc(fills.id))
      .limit(limit),
  )
  return {
    header: TRADE_HEADER,
    rows: mapped(rows, (f) => [
      f.id,
      f.orderId,
      f.createdAt,
      f.symbol,
      f.type,
      f.side,
      exact(f.price),
      exact(f.quantity),
      exact(f.fee),
      exact(f.realizedPnl),
      f.role,
      f.origin,
    ]),
  }
}

export function transactionExport(ctx: EngineContext, accountId: number): HistoryExport {
  const rows = keysetRows((after, limit) =>
    ctx.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.tradingAccountId, accountId), gt(ledgerEntries.id, after)))
      .orderBy(asc(ledgerEntries.id))
      .limit(limit),
  )
  return {
    header: ['id', 'time', 'type', 'amount', 'asset', 'symbol', 'fill_id'],
    rows: mapped(rows, (l) => [
      l.id,
      l.createdAt,
      l.type,
      exact(l.amount),
      l.asset,
      l.symbol,
      l.fillId,
    ]),
  }
}

export const historyExports: Record<
  HistoryKind,
  (ctx: EngineContext, accountId: number) => HistoryExport
> = { orders: orderExport, trades: tradeExport, transactions: transactionExport }
