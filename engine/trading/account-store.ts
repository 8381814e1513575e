/** Reading trading accounts back from the database: the recovery path at start, and lazy loads. */
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import { D } from '#money/decimal.ts'
import type { AccountSnapshot, Order, Position } from '../core/trading/types.ts'
import type { Db, DbOrTx } from '../db/client.ts'
import {
  accountLeverages,
  orders,
  positions,
  tradingAccounts,
  userChallenges,
} from '../db/schema/index.ts'
import type { TradingAccountRow, UserChallengeRow } from './threshold-policy.ts'

const dec = (v: string | null) => (v === null ? null : D(v))

export function orderFromRow(r: typeof orders.$inferSelect): Order {
  return {
    id: r.id,
    accountId: r.tradingAccountId,
    clientOrderId: r.clientOrderId,
    symbol: r.symbol,
    type: r.type,
    side: r.side,
    tradeType: r.tradeType,
    price: dec(r.price),
    stopPrice: dec(r.stopPrice),
    size: D(r.size),
    tp: dec(r.tp),
    sl: dec(r.sl),
    status: r.status,
    reason: r.reason,
    avgPrice: dec(r.avgPrice),
    origin: r.origin,
    leverage: r.leverage,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }
}

function positionFromRow(r: typeof positions.$inferSelect): Position {
  return {
    id: r.id,
    accountId: r.tradingAccountId,
    symbol: r.symbol,
    size: D(r.size),
    entryPrice: D(r.entryPrice),
    tp: dec(r.tp),
    sl: dec(r.sl),
    openedAt: r.openedAt,
    updatedAt: r.updatedAt,
  }
}

export interface StoredAccount {
  account: TradingAccountRow
  challenge: UserChallengeRow
  snapshot: Omit<AccountSnapshot, 'thresholds'>
}

/** The account and challenge rows alone (what a threshold policy reads). */
export function readAccountRows(
  db: DbOrTx,
  ids: number[],
): Promise<Array<{ account: TradingAccountRow; challenge: UserChallengeRow }>> {
  return db
    .select({ account: tradingAccounts, challenge: userChallenges })
    .from(tradingAccounts)
    .innerJoin(userChallenges, eq(userChallenges.id, tradingAccounts.userChallengeId))
    .where(inArray(tradingAccounts.id, ids))
}

export async function readAccounts(db: DbOrTx, ids: number[]): Promise<StoredAccount[]> {
  if (ids.length === 0) return []
  const rows = await readAccountRows(db, ids)
  const openOrders = await db
    .select()
    .from(orders)
    .where(and(inArray(orders.tradingAccountId, ids), inArray(orders.status, ['NEW', 'TRIGGERED'])))
  const openPositions = await db
    .select()
    .from(positions)
    .where(and(inArray(positions.tradingAccountId, ids), isNull(positions.closedAt)))
  const leverages = await db
    .select()
    .from(accountLeverages)
    .where(inArray(accountLeverages.tradingAccountId, ids))
  return rows.map(({ account, challenge }) => ({
    account,
    challenge,
    snapshot: {
      id: account.id,
      userChallengeId: account.userChallengeId,
      status: account.status,
      initialBalance: D(account.initialBalance),
      balance: D(account.balance),
      maxLeverage: account.maxLeverage,
      leverages: Object.fromEntries(
        leverages
          .filter((l) => l.tradingAccountId === account.id)
          .map((l) => [l.symbol, l.leverage]),
      ),
      positions: openPositions
        .filter((p) => p.tradingAccountId === account.id)
        .map(positionFromRow),
      openOrders: openOrders.filter((o) => o.tradingAccountId === account.id).map(orderFromRow),
    },
  }))
}

function prepareAccountRow(db: Db) {
  return db
    .select({ account: tradingAccounts, challenge: userChallenges })
    .from(tradingAccounts)
    .innerJoin(userChallenges, eq(userChallenges.id, tradingAccounts.userChallengeId))
    .where(eq(tradingAccounts.id, sql.placeholder('id')))
    .prepare('account_with_challenge')
}
const accountRowQueries = new WeakMap<Db, ReturnType<typeof prepareAccountRow>>()

/**
 * One account's row and its challenge's, without its orders and positions:
 * read after every fill (the evaluation), so prepared once per database.
 */
export async function readAccountRow(
  db: Db,
  id: number,
): Promise<{ account: TradingAccountRow; challenge: UserChallengeRow } | undefined> {
  let query = accountRowQueries.get(db)
  if (!query) {
    query = prepareAccountRow(db)
    accountRowQueries.set(db, query)
  }
  const [row] = await query.execute({ id })
  return row
}

/** Accounts the engine holds from the start: every active one. */
export async function activeAccountIds(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ id: tradingAccounts.id })
    .from(tradingAccounts)
    .where(eq(tradingAccounts.status, 'active'))
  return rows.map((r) => r.id)
}

/** The account's latest orders that carry a client id, newest first. */
export async function readClientOrders(
  db: DbOrTx,
  accountId: number,
  limit: number,
): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.tradingAccountId, accountId), isNotNull(orders.clientOrderId)))
    .orderBy(desc(orders.id))
    .limit(limit)
  return rows.map(orderFromRow)
}

/** The account's order placed with this client id, if any. */
export async function readOrderByClientId(
  db: DbOrTx,
  accountId: number,
  clientId: string,
): Promise<Order | null> {
  const [first] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.tradingAccountId, accountId), eq(orders.clientOrderId, clientId)))
    .limit(1)
  return first ? orderFromRow(first) : null
}
