/**
 * The setup the evaluation benches share (tick-to-breach, falling-lows): a
 * database (PGlite in a temp dir, or Postgres with BENCH_DB=postgres), the
 * engine's test configuration on the manual feed, the two-step rules, and
 * N Step 1 accounts of one user written straight to the database, each long
 * 0.1 BTC from its own entry, for a second boot to load as at a restart.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Decimal } from '#money/decimal.ts'
import { D } from '#money/decimal.ts'
import { bootEngine } from '../../engine/boot.ts'
import { type EngineConfig, parseEngineConfig } from '../../engine/config.ts'
import type { RulesSnapshot } from '../../engine/core/rules.ts'
import { type Database, openPglite } from '../../engine/db/client.ts'
import { positions, users } from '../../engine/db/schema/index.ts'
import { openTestDatabase } from '../../tests/support/databases.ts'
import { insertStepAccounts, type StepAccount } from './step-accounts.ts'

export const benchRules: RulesSnapshot = {
  version: 1,
  warningPercent: '80',
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

/** One price as every side of a quote. */
export const flatQuote = (p: string) => ({ last: D(p), mark: D(p), bid: D(p), ask: D(p) })

export interface BenchDatabase {
  kind: 'pglite' | 'postgres'
  dataDir: string
  database: Database
  config: EngineConfig
}

export async function openBenchDatabase(prefix: string): Promise<BenchDatabase> {
  const kind = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite'
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix))
  const database =
    kind === 'postgres'
      ? await openTestDatabase('postgres')
      : await openPglite(path.join(dataDir, 'engine.pglite'))
  const config = parseEngineConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    MARKET_FEED: 'manual',
    DATA_DIR: dataDir,
  })
  return { kind, dataDir, database, config }
}

/**
 * Migrates (a first boot), writes `count` Step 1 accounts of one user, each
 * long 0.1 BTC from `entry(i)`, and closes that boot.
 */
export async function writeLongAccounts(
  bench: BenchDatabase,
  options: { count: number; entry: (i: number) => Decimal; email: string; referralCode: string },
): Promise<StepAccount[]> {
  const first = await bootEngine(bench.config, { database: bench.database })
  const now = first.ctx.clock.now()
  const db = first.ctx.db
  const [user] = await db
    .insert(users)
    .values({
      email: options.email,
      referralCode: options.referralCode,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  if (!user) throw new Error('no user')
  const written = await insertStepAccounts(db, {
    userId: user.id,
    count: options.count,
    rules: benchRules,
    title: 'Bench',
    now,
  })
  // In batches (a statement binds at most 65 534 values).
  for (let from = 0; from < written.length; from += 1000)
    await db.insert(positions).values(
      written.slice(from, from + 1000).map((a, k) => ({
        id: from + k + 1,
        tradingAccountId: a.accountId,
        symbol: 'BTCUSDT',
        size: '0.1',
        entryPrice: options.entry(from + k).toString(),
        openedAt: now,
        updatedAt: now,
      })),
    )
  await first.close()
  return written
}
