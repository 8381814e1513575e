/**
 * The floor under "tick → breach recorded": a breach's write alone, with
 * no engine around it. The trading batch statement (engine/trading/
 * batch-statement.ts) with a breach's rows (the close order and its fill,
 * two ledger rows, the account ended, the challenge failed, the final
 * sample, the notification), sent one after another on the writer's pool
 * as the engine sends it, each answered once committed. For comparison,
 * the same statement with no rows: its round trip and execution without a
 * commit to flush.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node_modules/.bin/node bench/breach-write-floor.ts
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { bootEngine } from '../engine/boot.ts'
import { parseEngineConfig } from '../engine/config.ts'
import type { RulesSnapshot } from '../engine/core/rules.ts'
import { users } from '../engine/db/schema/index.ts'
import { type Batch, emptyBatch } from '../engine/trading/batch-rows.ts'
import { prepareWriter, writeBatch } from '../engine/trading/batch-statement.ts'
import { openTestDatabase } from '../tests/support/databases.ts'
import { insertStepAccounts } from './support/step-accounts.ts'

const WRITES = Number(process.env.BENCH_WRITES ?? 300)
const WARM = 100
const ACCOUNTS = 2 * (WRITES + WARM)

const dataDir = mkdtempSync(path.join(tmpdir(), 'proptrade-bench-floor-'))
const database = await openTestDatabase('postgres')
const config = parseEngineConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'error',
  MARKET_FEED: 'manual',
  DATA_DIR: dataDir,
})
const engine = await bootEngine(config, { database })
const db = engine.ctx.db
const now = new Date()
const [user] = await db
  .insert(users)
  .values({ email: 'floor@example.test', referralCode: 'FLOOR', createdAt: now, updatedAt: now })
  .returning()
if (!user) throw new Error('no user')
const written = await insertStepAccounts(db, {
  userId: user.id,
  count: ACCOUNTS,
  rules: {} as RulesSnapshot,
  title: 'Floor',
  now,
})

/** What the engine writes when account k breaches (ids far above the engine's own). */
function breachBatch(k: number): Batch {
  const account = written[k]?.accountId ?? 0
  const challenge = written[k]?.challengeId ?? 0
  const at = new Date()
  const id = 10_000_000 + k
  const batch = emptyBatch()
  batch.orders.push({
    id,
    trading_account_id: account,
    client_order_id: null,
    symbol: 'BTCUSDT',
    type: 'MARKET',
    side: 'sell',
    trade_type: 'close',
    price: null,
    stop_price: null,
    size: '0.1',
    tp: null,
    sl: null,
    status: 'FILLED',
    reason: 'daily_drawdown',
    avg_price: '56999.8',
    leverage: 20,
    created_at: at,
    updated_at: at,
  })
  batch.fills.push({
    id,
    trading_account_id: account,
    order_id: id,
    symbol: 'BTCUSDT',
    type: 'MARKET',
    side: 'sell',
    price: '56999.8',
    quantity: '0.1',
    fee: '2.84999',
    realized_pnl: '-500.02',
    role: 'taker',
    created_at: at,
  })
  for (const [offset, type, amount] of [
    [0, 'COMMISSION', '-2.84999'],
    [1, 'REALIZED_PNL', '-500.02'],
  ] as const)
    batch.ledger.push({
      id: 2 * id + offset,
      trading_account_id: account,
      type,
      amount,
      symbol: 'BTCUSDT',
      fill_id: id,
      created_at: at,
    })
  batch.accounts.push({
    id: account,
    delta: '-502.86999',
    day: at.toISOString().slice(0, 10),
    last_fill: at,
    status: 'failed',
    ended_at: at,
    breach: { rule: 'daily_drawdown', at: at.toISOString(), equity: '9499.98', floor: '9500' },
    updated_at: at,
  })
  batch.challenges.push({ id: challenge, status: 'failed', ended_at: at, updated_at: at })
  batch.samples.push({
    trading_account_id: account,
    at,
    balance: '9497.13001',
    equity: '9497.13001',
  })
  batch.notifications.push({
    user_id: user?.id ?? 0,
    type: 'breach',
    title: 'Challenge failed',
    body: '{title} broke the daily drawdown limit: equity {equity} reached the floor {floor}.',
    params: { title: `Floor ${k}`, equity: '9499.98', floor: '9500' },
    link: `/challenges/${challenge}`,
    data: { user_challenge_id: challenge, step_id: account, rule: 'daily_drawdown' },
    created_at: at,
  })
  return batch
}

async function measure(name: string, batchOf: (k: number) => Batch, from: number) {
  const times: number[] = []
  for (let k = 0; k < WARM + WRITES; k++) {
    const batch = batchOf(from + k)
    const start = performance.now()
    await writeBatch(database.writer.db, batch)
    if (k >= WARM) times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const at = (p: number) =>
    (times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0).toFixed(2)
  console.log(
    `| ${name} | ${at(0.5)} ms | ${at(0.9)} ms | ${at(0.99)} ms | ${(times.at(-1) ?? 0).toFixed(2)} ms |`,
  )
}

try {
  await prepareWriter(database.writer)
  console.log(`Postgres, writer pool; ${WRITES} writes after ${WARM} unmeasured`)
  console.log('| Write | p50 | p90 | p99 | max |')
  console.log('| --- | --- | --- | --- | --- |')
  await measure('a breach (committed)', breachBatch, 0)
  await measure('no rows (nothing to commit)', () => emptyBatch(), 0)
  await measure('a breach again (committed)', breachBatch, WARM + WRITES)
} finally {
  await engine.close()
  await database.close()
  rmSync(dataDir, { recursive: true, force: true })
}
