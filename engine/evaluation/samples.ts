/**
 * Balance and equity samples for a step's chart: taken after fills, at day
 * boundaries, hourly while the account is active and when it ends. Bounded:
 * at most one sample per account per minute is kept from fills (a burst of
 * fills keeps its last figures), so an account stores at most ~1 500 a day
 * in the worst case and ~24 a day when idle.
 */
import { sql } from 'drizzle-orm'
import type { EngineContext } from '../context.ts'
import type { DbOrTx } from '../db/client.ts'
import { accountSamples } from '../db/schema/index.ts'
import type { HeldAccount } from '../trading/held-reads.ts'

const MINUTE = 60_000

export interface Sample {
  accountId: number
  at: Date
  balance: string
  equity: string
}

/** The account's live figures, when the trading shell holds it. */
export function liveSample(ctx: EngineContext, accountId: number, at: Date): Sample | null {
  const held = ctx.trading.held.account(accountId)
  return held && sampleOf(accountId, at, held)
}

export function sampleOf(accountId: number, at: Date, held: HeldAccount): Sample {
  const { balance, equity } = held.assets
  return { accountId, at, balance: balance.toString(), equity: equity.toString() }
}

export async function recordSamples(db: DbOrTx, samples: Sample[]): Promise<void> {
  if (samples.length === 0) return
  await db.insert(accountSamples).values(
    samples.map((s) => ({
      tradingAccountId: s.accountId,
      at: s.at,
      balance: s.balance,
      equity: s.equity,
    })),
  )
}

/**
 * Deletes the samples of the minute and adds this one: one statement
 * (atomic by itself), its text fixed so it is prepared once.
 */
const REPLACE_MINUTE_SAMPLE = {
  sql: `with replaced as (
  delete from account_samples where trading_account_id = $1 and at >= $2::timestamptz
)
insert into account_samples (trading_account_id, at, balance, equity)
values ($1, $3::timestamptz, $4::numeric, $5::numeric)`,
  params: ['account', 'minute', 'at', 'balance', 'equity'].map((name) => sql.placeholder(name)),
}

/** After fills: replaces a sample of the same minute instead of adding one (one round trip). */
export async function recordFillSample(ctx: EngineContext, sample: Sample): Promise<void> {
  const minuteStart = new Date(Math.floor(sample.at.getTime() / MINUTE) * MINUTE)
  await ctx.db._.session
    .prepareQuery(REPLACE_MINUTE_SAMPLE, undefined, 'replace_minute_sample', false)
    .execute({
      account: sample.accountId,
      minute: minuteStart.toISOString(),
      at: sample.at.toISOString(),
      balance: sample.balance,
      equity: sample.equity,
    })
}
