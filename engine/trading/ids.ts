/**
 * Ids for what the core creates, continuing from the largest stored. The
 * engine is the single writer of these tables (one engine node per
 * database, docs/decisions/121), so counters in memory are enough and a
 * batch needs no round trip for its ids.
 */
import { max } from 'drizzle-orm'
import type { IdKind, IdSource } from '../core/trading/types.ts'
import type { Db } from '../db/client.ts'
import { fills, ledgerEntries, orders, positions } from '../db/schema/index.ts'

export async function idSourceFromDatabase(db: Db): Promise<IdSource> {
  const [o] = await db.select({ v: max(orders.id) }).from(orders)
  const [f] = await db.select({ v: max(fills.id) }).from(fills)
  const [p] = await db.select({ v: max(positions.id) }).from(positions)
  const [l] = await db.select({ v: max(ledgerEntries.id) }).from(ledgerEntries)
  const counters: Record<IdKind, number> = {
    order: o?.v ?? 0,
    fill: f?.v ?? 0,
    position: p?.v ?? 0,
    ledger: l?.v ?? 0,
  }
  return { next: (kind) => ++counters[kind] }
}
