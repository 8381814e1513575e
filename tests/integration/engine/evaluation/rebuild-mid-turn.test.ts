/**
 * A failed write in the middle of a policy turn (docs/decisions/620): the
 * shell rebuilds its core from the database, and the turn that was
 * waiting on a read judges the rebuilt account, never the core that was
 * thrown away. 10 000 USDT, 5 %/10 %: the daily floor 9 500, the total
 * floor 9 000.
 *
 * The order of events is fixed by the database's own locks (Postgres: a
 * second connection; PGlite has one): a withdrawal of 2 000 is taken in
 * memory (balance 8 000, under both floors) and its write waits in its
 * transaction; the evaluation's read of the account queues behind an
 * exclusive lock on user_challenges; the withdrawal's own row then fails,
 * the write rolls back, the shell replaces its core and its reload queues
 * behind the same lock; the lock goes, and the turn goes on. Judged on the
 * thrown-away core the step would fail at 8 000; judged on the rebuilt one
 * (10 000, what the database holds) it stays active.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import { tradingAccounts } from '../../../../engine/db/schema/index.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { buyChallenge, eventually, notificationsOf, price } from './support.ts'

/** A promise and its resolver. */
function latch() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { open, opened }
}

describe.runIf(databaseKinds.includes('postgres'))(
  'a rebuild in the middle of a policy turn',
  () => {
    let t: TestEngine
    beforeAll(async () => {
      t = await startTestEngine('postgres')
      await price(t, '60000')
    })
    afterAll(async () => {
      await t.close()
    })

    /** Sessions of this database waiting for a lock. */
    async function waitingOnLocks(): Promise<number> {
      const rows = await t.engine.ctx.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
      )
      return Number((rows as unknown as Array<{ n: number }>)[0]?.n)
    }

    it('judges the account as rebuilt from the database, not the core a failed write left', async () => {
      const { ctx, evaluation } = t.engine
      const { client, user } = await signedInClient(t)
      const challengeId = await buyChallenge(t, client)
      const [row] = await ctx.db
        .select({ id: tradingAccounts.id })
        .from(tradingAccounts)
        .where(eq(tradingAccounts.userChallengeId, challengeId))
      const accountId = row?.id ?? 0
      await ctx.trading.ensureLoaded(accountId)
      await ctx.trading.idle()

      // 1. The withdrawal: 8 000 in memory at once; its write waits in its transaction.
      const entered = latch()
      const refuse = latch()
      const withdrawing = ctx.trading.adjustBalance(
        accountId,
        'WITHDRAWAL',
        D('-2000'),
        async () => {
          entered.open()
          await refuse.opened
          throw new Error('the withdrawal row was refused')
        },
      )
      const withdrawn = withdrawing.then(
        () => 'written',
        (error: Error) => error.message,
      )
      await entered.opened
      expect(ctx.trading.held.account(accountId)?.assets.balance.toString()).toBe('8000')

      // 2. An exclusive lock on user_challenges, queued behind the write's transaction.
      const release = latch()
      const locked = latch()
      const holding = ctx.db.transaction(async (tx) => {
        await tx.execute(sql`lock table user_challenges in access exclusive mode`)
        locked.open()
        await release.opened
      })
      await eventually(waitingOnLocks, (n) => n >= 1)

      // 3. The turn starts now, while memory says 8 000; its read queues behind the lock.
      const judging = evaluation.check(accountId)
      expect(await eventually(waitingOnLocks, (n) => n >= 2)).toBeGreaterThanOrEqual(2)

      // 4. The withdrawal's row fails: the write rolls back and the shell rebuilds;
      //    its reload of the accounts queues behind the lock beside the turn's read.
      refuse.open()
      expect(await withdrawn).toBe('the withdrawal row was refused')
      await locked.opened
      expect(await eventually(waitingOnLocks, (n) => n >= 2)).toBeGreaterThanOrEqual(2)
      expect(ctx.trading.loaded).toBe(false)

      // 5. The lock goes: the turn goes on.
      release.open()
      await holding
      await judging
      await ctx.trading.idle()
      await evaluation.idle()
      await ctx.trading.idle()

      const [stored] = await ctx.db
        .select({ status: tradingAccounts.status, balance: tradingAccounts.balance })
        .from(tradingAccounts)
        .where(and(eq(tradingAccounts.id, accountId)))
      expect(stored).toEqual({ status: 'active', balance: '10000' })
      expect(ctx.trading.held.account(accountId)).toMatchObject({ status: 'active' })
      expect(ctx.trading.held.account(accountId)?.assets.balance.toString()).toBe('10000')
      expect(await notificationsOf(t, user.id, 'breach')).toEqual([])
    }, 30_000)
  },
)
