/**
 * The group-commit write (engine/trading/batch-statement.ts, decisions 340
 * and 360): a position flip (the old position closed, the new one opened)
 * in one batch, and a batch larger than any parameter limit, land in the
 * database as the core holds them; a rebuild from the database reads them
 * back. Among 10 000 accounts the statement finds the rows it updates by
 * primary key, not by reading every account, also on a writer connection
 * whose plan was made while the tables were still small.
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import type { DbOrTx } from '../../../../engine/db/client.ts'
import {
  orders,
  positions,
  tradingAccounts,
  userChallenges,
  users,
} from '../../../../engine/db/schema/index.ts'
import { readAccounts } from '../../../../engine/trading/account-store.ts'
import { type Batch, emptyBatch } from '../../../../engine/trading/batch-rows.ts'
import { WRITE_BATCH_SQL } from '../../../../engine/trading/batch-statement.ts'
import { openTestDatabase } from '../../../support/databases.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { placeOk, setPrice, traderWithDemo } from './support.ts'

describe.each(databaseKinds)('the trading batch write (%s)', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
    await setPrice(t, 'BTCUSDT', '60000')
  })
  afterAll(async () => {
    await t.close()
  })

  async function accountId(userChallengeId: number): Promise<number> {
    const [row] = await t.engine.ctx.db
      .select({ id: tradingAccounts.id })
      .from(tradingAccounts)
      .where(eq(tradingAccounts.userChallengeId, userChallengeId))
    if (!row) throw new Error('no account')
    return row.id
  }

  it('writes a flip in one batch: the long closed, the short open', async () => {
    const { client, id } = await traderWithDemo(t)
    await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '0.1' })
    await placeOk(client, id, { type: 'MARKET', side: 'sell', size: '0.3' })
    const account = await accountId(id)
    const rows = await t.engine.ctx.db
      .select()
      .from(positions)
      .where(eq(positions.tradingAccountId, account))
    const open = rows.filter((r) => r.closedAt === null)
    const closed = rows.filter((r) => r.closedAt !== null)
    expect(closed).toHaveLength(1)
    expect(open).toHaveLength(1)
    expect(D(open[0]?.size ?? '0').toString()).toBe('-0.2')
    const held = t.engine.ctx.trading.held.positions(account)
    expect(held.map((p) => [p.symbol, p.id])).toEqual([['BTCUSDT', open[0]?.id]])
  })

  it('writes 600 orders queued in one turn as one batch, read back whole', async () => {
    const { id } = await traderWithDemo(t)
    const account = await accountId(id)
    const trading = t.engine.ctx.trading
    await trading.ensureLoaded(account)
    const placed = await Promise.all(
      Array.from({ length: 600 }, (_, i) =>
        trading.place(account, {
          symbol: 'BTCUSDT',
          type: 'LIMIT',
          side: 'buy',
          tradeType: 'open',
          size: D('0.001'),
          price: D('50000'),
          clientOrderId: `many-${i}`,
        }),
      ),
    )
    expect(placed.every((p) => p.ok)).toBe(true)
    const stored = await t.engine.ctx.db
      .select({ id: orders.id, clientOrderId: orders.clientOrderId, status: orders.status })
      .from(orders)
      .where(and(eq(orders.tradingAccountId, account), eq(orders.status, 'NEW')))
    expect(stored).toHaveLength(600)
    expect(new Set(stored.map((o) => o.clientOrderId)).size).toBe(600)
    const [read] = await readAccounts(t.engine.ctx.db, [account])
    expect(read?.snapshot.openOrders.map((o) => o.id).sort((a, b) => a - b)).toEqual(
      trading.held
        .openOrders(account)
        .map((o) => o.id)
        .sort((a, b) => a - b),
    )
    const none = await t.engine.ctx.db
      .select()
      .from(positions)
      .where(and(eq(positions.tradingAccountId, account), isNull(positions.closedAt)))
    expect(none).toHaveLength(0)
  })

  it('updates accounts and challenges through their primary keys among 10 000 accounts', async () => {
    const db = t.engine.ctx.db
    const batch = await addAccounts(db, 'Many', 10_000)
    await db.execute(sql`analyze trading_accounts, user_challenges`)
    // The plan of the statement as the writer runs it (prepared, generic), on one connection.
    const reads = await db.transaction(async (tx) => {
      await tx.execute(sql.raw('set local plan_cache_mode = force_generic_plan'))
      return tablesRead(tx, batch)
    })
    expect(reads('trading_accounts')).toEqual(['by trading_accounts_pkey'])
    expect(reads('user_challenges')).toEqual(['by user_challenges_pkey'])
  })
})

describe.runIf(databaseKinds.includes('postgres'))('the trading writer (postgres)', () => {
  it('reads by key with a plan it made while the tables were small', async () => {
    const database = await openTestDatabase('postgres')
    try {
      await database.migrate()
      const small = await addAccounts(database.db, 'Few', 3)
      // On one of the writer's connections: the generic plan is made now, then kept.
      const reads = await database.writer.db.transaction(async (tx) => {
        await tablesRead(tx, small, 'keep')
        const batch = await addAccounts(tx, 'Many', 10_000)
        return tablesRead(tx, batch, 'reuse')
      })
      expect(reads('trading_accounts')).toEqual(['by trading_accounts_pkey'])
      expect(reads('user_challenges')).toEqual(['by user_challenges_pkey'])
    } finally {
      await database.close()
    }
  })
})

/** `count` pending accounts of one user; a batch that updates the last one and its challenge. */
async function addAccounts(db: DbOrTx, tag: string, count: number): Promise<Batch> {
  const now = new Date()
  const [user] = await db
    .insert(users)
    .values({ email: `${tag}@example.test`, referralCode: tag, createdAt: now, updatedAt: now })
    .returning({ id: users.id })
  await db.execute(sql`insert into user_challenges (user_id, type, title, rules, status,
    initial_balance, created_at, updated_at)
    select ${user?.id}::integer, 'challenge', ${tag} || ' ' || g, '{}'::jsonb, 'pending', 10000,
      now(), now()
    from generate_series(1, ${count}::integer) g`)
  await db.execute(sql`insert into trading_accounts (user_challenge_id, phase, status,
    initial_balance, balance, daily_balance, day_started_at, max_leverage, created_at, updated_at)
    select id, 'step1', 'pending', 10000, 10000, 10000, now(), 20, now(), now()
    from user_challenges where user_id = ${user?.id}::integer`)
  const [last] = await db
    .select({ account: tradingAccounts.id, challenge: userChallenges.id })
    .from(tradingAccounts)
    .innerJoin(userChallenges, eq(userChallenges.id, tradingAccounts.userChallengeId))
    .where(eq(userChallenges.title, `${tag} ${count}`))
  const batch = emptyBatch()
  batch.accounts.push({ id: last?.account ?? 0, delta: '-1', day: null, last_fill: null })
  batch.challenges.push({
    id: last?.challenge ?? 0,
    status: 'failed',
    ended_at: now,
    updated_at: now,
  })
  return batch
}

/**
 * How the batch statement would read each table for `batch` ("by" an
 * index, or the "whole table"): prepared as `probe` (and left prepared
 * when `keep`, so that the next call with `reuse` runs the plan kept).
 */
async function tablesRead(tx: DbOrTx, batch: Batch, use?: 'keep' | 'reuse') {
  if (use !== 'reuse') await tx.execute(sql.raw(`prepare probe(text) as ${WRITE_BATCH_SQL}`))
  const literal = JSON.stringify(batch).replaceAll("'", "''")
  const result = await tx.execute(sql.raw(`explain (format json) execute probe('${literal}')`))
  if (use !== 'keep') await tx.execute(sql.raw('deallocate probe'))
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<
    Record<string, unknown>
  >
  const explained = rows[0]?.['QUERY PLAN']
  const plans = (typeof explained === 'string' ? JSON.parse(explained) : explained) as Array<{
    Plan: Record<string, unknown>
  }>
  const scans: Array<[string, string]> = []
  const walk = (node: Record<string, unknown>) => {
    const children = (node.Plans as Record<string, unknown>[] | undefined) ?? []
    // The tables read (the update itself is a ModifyTable node of the same relation):
    // through an index (directly or by a bitmap of it), or the whole table.
    const table = node['Relation Name']
    if (typeof table === 'string' && node['Node Type'] !== 'ModifyTable') {
      const index = node['Index Name'] ?? children.find((c) => c['Index Name'])?.['Index Name']
      scans.push([table, index ? `by ${index}` : `whole table (${node['Node Type']})`])
    }
    for (const child of children) walk(child)
  }
  walk(plans[0]?.Plan ?? {})
  return (table: string) => scans.filter(([name]) => name === table).map(([, read]) => read)
}
