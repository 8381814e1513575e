/** Reading trading accounts back from the database: the recovery path at start, and lazy loads. */
import { and, asc, between, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
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

/**
 * A held account with its own row read again (its challenge, orders,
 * positions and leverages unchanged): what a full read would give.
 */
export function withAccountRow(held: StoredAccount, account: TradingAccountRow): StoredAccount {
  return {
    account,
    challenge: held.challenge,
    snapshot: {
      ...held.snapshot,
      status: account.status,
      initialBalance: D(account.initialBalance),
      balance: D(account.balance),
      maxLeverage: account.maxLeverage,
    },
  }
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
  const [openOrders, openPositions, leverages] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(
        and(inArray(orders.tradingAccountId, ids), inArray(orders.status, ['NEW', 'TRIGGERED'])),
      ),
    db
      .select()
      .from(positions)
      .where(and(inArray(positions.tradingAccountId, ids), isNull(positions.closedAt))),
    db.select().from(accountLeverages).where(inArray(accountLeverages.tradingAccountId, ids)),
  ])
  return assemble(rows, openOrders, openPositions, leverages)
}

/**
 * Every active account, `chunk` at a time in id order (the start's load,
 * docs/decisions/446): each chunk is four range reads on the account-id
 * indexes, no list of ids to bind, and the rows are grouped by account in
 * one pass. `each` runs on a chunk while the next one is read.
 */
export async function readActiveAccounts(
  db: DbOrTx,
  chunk: number,
  each: (accounts: StoredAccount[]) => Promise<void>,
): Promise<void> {
  let after = 0
  let pending: Promise<void> = Promise.resolve()
  for (;;) {
    const rows = await db
      .select({ account: tradingAccounts, challenge: userChallenges })
      .from(tradingAccounts)
      .innerJoin(userChallenges, eq(userChallenges.id, tradingAccounts.userChallengeId))
      .where(and(eq(tradingAccounts.status, 'active'), gt(tradingAccounts.id, after)))
      .orderBy(asc(tradingAccounts.id))
      .limit(chunk)
    const first = rows[0]?.account.id
    const last = rows.at(-1)?.account.id
    if (first === undefined || last === undefined) break
    const [openOrders, openPositions, leverages] = await Promise.all([
      db
        .select()
        .from(orders)
        .where(
          and(
            between(orders.tradingAccountId, first, last),
            inArray(orders.status, ['NEW', 'TRIGGERED']),
          ),
        ),
      db
        .select()
        .from(positions)
        .where(and(between(positions.tradingAccountId, first, last), isNull(positions.closedAt))),
      db
        .select()
        .from(accountLeverages)
        .where(between(accountLeverages.tradingAccountId, first, last)),
    ])
    await pending
    const stored = assemble(rows, openOrders, openPositions, leverages)
    pending = each(stored)
    after = last
    if (rows.length < chunk) break
  }
  await pending
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>()
  for (const row of rows) {
    const k = key(row)
    const group = groups.get(k)
    if (group) group.push(row)
    else groups.set(k, [row])
  }
  return groups
}

function assemble(
  rows: Array<{ account: TradingAccountRow; challenge: UserChallengeRow }>,
  openOrders: Array<typeof orders.$inferSelect>,
  openPositions: Array<typeof positions.$inferSelect>,
  leverages: Array<typeof accountLeverages.$inferSelect>,
): StoredAccount[] {
  const ordersOf = groupBy(openOrders, (o) => o.tradingAccountId)
  const positionsOf = groupBy(openPositions, (p) => p.tradingAccountId)
  const leveragesOf = groupBy(leverages, (l) => l.tradingAccountId)
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
        (leveragesOf.get(account.id) ?? []).map((l) => [l.symbol, l.leverage]),
      ),
      positions: (positionsOf.get(account.id) ?? []).map(positionFromRow),
      openOrders: (ordersOf.get(account.id) ?? []).map(orderFromRow),
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
