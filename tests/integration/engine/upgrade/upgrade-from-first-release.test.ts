/**
 * A firm that deployed the first release upgrades (docs/decisions/376): a
 * database at 0000's schema, with accounts, a position and ledger rows
 * written as that release wrote them, is migrated forward by the engine's
 * own start and trades on: every figure kept, new ids after the old ones.
 * The seed is plain SQL against 0000's tables and never changes with the
 * schema; every later migration runs over it.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { bootEngine, type Engine } from '../../../../engine/boot.ts'
import { parseEngineConfig } from '../../../../engine/config.ts'
import type { Database } from '../../../../engine/db/client.ts'
import {
  migrationsFolder,
  readJournal,
  readReleased,
} from '../../../../engine/db/migration-history.ts'
import { databaseKinds, openTestDatabase } from '../../../support/databases.ts'
import { signIn } from '../fixtures.ts'
import { TestClient, type TestEngine } from '../harness.ts'
import { setPrice } from '../trade/support.ts'

/** A migrations folder holding only the first release (0000). */
function firstReleaseFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'proptrade-release-0000-'))
  const [first] = readReleased()
  const journal = readJournal()
  const entry = journal.entries.find((e) => e.tag === first?.tag)
  if (!first || !entry) throw new Error('released.json names no first migration')
  mkdirSync(path.join(folder, 'meta'))
  cpSync(path.join(migrationsFolder, `${first.tag}.sql`), path.join(folder, `${first.tag}.sql`))
  writeFileSync(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: [entry] }),
  )
  return folder
}

const RULES = {
  version: 1,
  steps: [
    { step: 1, days: 30, maxDdDaily: '5', maxDdTotal: '10', minProfit: '8', minTradingDays: 4 },
    { step: 2, days: 60, maxDdDaily: '5', maxDdTotal: '10', minProfit: '5', minTradingDays: 4 },
  ],
  real: { maxDdDaily: '5', maxDdTotal: '10' },
  features: [],
  profitShare: '80',
  maxLeverage: 20,
  payoutIntervalDays: 14,
}

/** Two traders as the first release left them: one with an open BTC long. */
async function seedAtFirstRelease(database: Database, now: Date) {
  const at = now.toISOString()
  const rules = JSON.stringify(RULES)
  const statements = `
    INSERT INTO users (email, referral_code, role, created_at, updated_at) VALUES
      ('upgrade-a@example.test', 'UPGRADEA', 'trader', '${at}', '${at}'),
      ('upgrade-b@example.test', 'UPGRADEB', 'trader', '${at}', '${at}');
    INSERT INTO user_challenges (user_id, type, title, rules, status, initial_balance, created_at, updated_at) VALUES
      (1, 'challenge', '10K Challenge', '${rules}', 'active', 10000, '${at}', '${at}'),
      (2, 'challenge', '5K Challenge', '${rules}', 'active', 5000, '${at}', '${at}');
    INSERT INTO trading_accounts (user_challenge_id, phase, status, initial_balance, balance,
        daily_balance, day_started_at, max_leverage, started_at, first_fill_at, trading_days,
        last_trading_day, created_at, updated_at) VALUES
      (1, 'step1', 'active', 10000, 10247.25, 10247.25, '${at}', 20, '${at}', '${at}', 1,
        '${at.slice(0, 10)}', '${at}', '${at}'),
      (2, 'step1', 'active', 5000, 4987.5, 4987.5, '${at}', 20, '${at}', '${at}', 1,
        '${at.slice(0, 10)}', '${at}', '${at}');
    INSERT INTO ledger_entries (id, trading_account_id, type, amount, symbol, created_at) VALUES
      (1, 1, 'REALIZED_PNL', 250, 'ETHUSDT', '${at}'),
      (2, 1, 'COMMISSION', -2.75, 'ETHUSDT', '${at}'),
      (3, 2, 'REALIZED_PNL', -10, 'BTCUSDT', '${at}'),
      (4, 2, 'COMMISSION', -2.5, 'BTCUSDT', '${at}');
    INSERT INTO positions (id, trading_account_id, symbol, size, entry_price, opened_at, updated_at)
      VALUES (7, 1, 'BTCUSDT', 0.1, 60000, '${at}', '${at}');
  `
  // One statement a query: prepared queries take no more.
  for (const statement of statements.split(';').filter((part) => part.trim())) {
    await database.db.execute(sql.raw(statement))
  }
}

describe.each(databaseKinds)('upgrade from the first release (%s)', (kind) => {
  let database: Database
  let engine: Engine
  let folder: string
  beforeAll(async () => {
    database = await openTestDatabase(kind)
    folder = firstReleaseFolder()
    await database.migrate(folder)
    await seedAtFirstRelease(database, new Date())
    // The engine's own start applies every later migration over the old rows.
    engine = await bootEngine(
      parseEngineConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error', MARKET_FEED: 'manual' }),
      {
        database,
      },
    )
  })
  afterAll(async () => {
    await engine?.close()
    await database?.close()
    rmSync(folder, { recursive: true, force: true })
  })

  const t = (): TestEngine => ({
    engine,
    kind,
    client: (options) => new TestClient(engine, options),
    close: async () => {},
  })

  async function trader(userId: number) {
    const client = t().client()
    await signIn(t(), client, userId)
    return client
  }

  it('applied every migration of the repository', async () => {
    const applied = await database.db.execute(
      sql.raw('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations'),
    )
    const rows = (
      Array.isArray(applied) ? applied : (applied as { rows: unknown[] }).rows
    ) as Array<{
      n: number
    }>
    expect(rows[0]?.n).toBe(readJournal().entries.length)
  })

  it('gives the sold accounts to the default two-step program, their rules unchanged (0010)', async () => {
    const b = await trader(2)
    const [mine] = (await b.ok(api.userChallenges.list)).data
    expect(mine?.program).toMatchObject({
      code: 'two-step',
      title: 'Two-step evaluation',
      steps_count: 2,
    })
    expect(mine?.condition).toEqual({
      max_daily_drawdown: '5',
      max_total_drawdown: '10',
      max_total_drawdown_kind: 'static',
      min_trading_days: 4,
      min_profit: '8',
      days: 30,
      consistency_percent: null,
    })
    // The pinned figures are the old ones, with the program added beside them.
    const rows = await database.db.execute(
      sql.raw('SELECT rules FROM user_challenges WHERE id = 2'),
    )
    const [row] = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as Array<{
      rules: Record<string, unknown>
    }>
    const { program, ...rest } = row?.rules ?? {}
    expect(rest).toEqual(RULES)
    expect(program).toMatchObject({ code: 'two-step' })
    // The catalogue's challenges are the default program's.
    const { data } = await t().client().ok(api.challenges.list)
    expect(data.every((c) => c.program.code === 'two-step' && c.steps_count === 2)).toBe(true)
  })

  it('keeps each account: balance, ledger, the open position; and trades on after it', async () => {
    await setPrice(t(), 'BTCUSDT', '61000')
    const a = await trader(1)
    const snapshot = await a.ok(api.trade.snapshot, {
      params: { userChallengeId: 1, coinPairCode: 'BTCUSDT' },
    })
    // 10 000 + 250 − 2.75 = 10 247.25; the long's 0.1 × (61 000 − 60 000) = 100 unrealized.
    expect(snapshot.data.assets).toMatchObject({
      balance: '10247.25',
      unrealized_pnl: '100',
      equity: '10347.25',
    })
    const positions = await a.ok(api.trade.positions, { params: { userChallengeId: 1 } })
    expect(
      positions.data.map((p) => [p.id, p.symbol, p.side, p.size, p.entryPrice, p.pnl]),
    ).toEqual([[7, 'BTCUSDT', 'long', '0.1', '60000', '100']])
    const ledger = await a.ok(api.trade.transactionHistory, { params: { userChallengeId: 1 } })
    expect(ledger.data.map((e) => [e.type, e.amount]).sort()).toEqual([
      ['COMMISSION', '-2.75'],
      ['REALIZED_PNL', '250'],
    ])

    const b = await trader(2)
    const mine = await b.ok(api.userChallenges.list)
    expect(mine.data.map((c) => [c.title, c.status, c.balance])).toEqual([
      ['5K Challenge', 'active', '4987.5'],
    ])
    // Closing the old long books a fill and ledger rows with ids after the old ones.
    const closed = await a.ok(api.trade.placeOrder, {
      params: { userChallengeId: 1 },
      body: { symbol: 'BTCUSDT', type: 'MARKET', side: 'sell', trade_type: 'close', size: '0.1' },
    })
    expect(closed.data.status).toBe('FILLED')
    const after = await a.ok(api.trade.transactionHistory, { params: { userChallengeId: 1 } })
    const newIds = after.data.map((e) => e.id).filter((id) => id > 4)
    expect(newIds.length).toBeGreaterThanOrEqual(2)
  })
})
