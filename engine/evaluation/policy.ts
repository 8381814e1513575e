/**
 * The live evaluation (rules.md, Evaluation; docs/decisions/181, 280): the
 * ThresholdPolicy installed into the trading shell. It gives each
 * challenge or real account the levels the trading core watches (breach
 * floor, warning levels not yet sent today); when equity reaches one, and
 * after every fill, it runs the pure core (`evaluate`) on the live figures
 * and applies the decision (outcomes.ts). Work on one account is
 * serialised, so two crossings of one tick end a step once.
 */
import { eq } from 'drizzle-orm'
import type { EngineContext } from '../context.ts'
import { tradingDayKey } from '../core/evaluation/day.ts'
import { type AccountFigures, evaluate, needsBestDayProfit } from '../core/evaluation/evaluate.ts'
import { limitsFor } from '../core/evaluation/limits.ts'
import { type DrawdownRule, equityThresholds } from '../core/evaluation/thresholds.ts'
import { BREACH_LEVEL, watchedLevels } from '../core/evaluation/watch.ts'
import { evaluationWarnings } from '../db/schema/index.ts'
import { readAccountRow } from '../trading/account-store.ts'
import type {
  ThresholdCrossing,
  ThresholdPolicy,
  TradingAccountRow,
  UserChallengeRow,
} from '../trading/threshold-policy.ts'
import { bestDayProfit } from './day-profits.ts'
import { endStep, passStep } from './outcomes.ts'
import { liveSample, recordFillSample } from './samples.ts'
import { sendWarnings } from './warnings.ts'

type Warned = Partial<Record<DrawdownRule, string>>

export class EvaluationPolicy implements ThresholdPolicy {
  private readonly ctx: EngineContext
  private readonly chains = new Map<number, Promise<void>>()
  /** Accounts this policy closed out whose close-out fills are not yet seen (onFilled). */
  private readonly ended = new Set<number>()
  /** Warnings sent on one trading day, by account (loaded once per day key). */
  private warned: { dayKey: string; byAccount: Map<number, Warned> } | undefined
  /**
   * The rows the shell last handed over (at load, after fills, at the day
   * boundary): a crossing is judged on them without a query. Whether the
   * account still trades is the trading core's status, always current.
   */
  private readonly rows = new Map<
    number,
    { account: TradingAccountRow; challenge: UserChallengeRow }
  >()
  /** Demo accounts: never judged (a challenge's type does not change), so a demo's fill costs no read. */
  private readonly demos = new Set<number>()

  constructor(ctx: EngineContext) {
    this.ctx = ctx
  }

  private get boundaryHour(): number {
    return this.ctx.config.DAY_BOUNDARY_HOUR_UTC
  }

  async thresholdsFor(
    account: TradingAccountRow,
    challenge: UserChallengeRow,
  ): Promise<Record<string, string>> {
    if (challenge.type === 'demo') this.demos.add(account.id)
    if (account.status !== 'active' || challenge.type === 'demo') {
      this.rows.delete(account.id)
      return {}
    }
    this.rows.set(account.id, { account, challenge })
    const limits = limitsFor(challenge.rules, account.phase)
    if (!limits) return {}
    const thresholds = equityThresholds(limits, {
      initialBalance: account.initialBalance,
      dailyBalance: account.dailyBalance,
      highBalance: account.highBalance,
    })
    const today = tradingDayKey(this.ctx.clock.now(), this.boundaryHour)
    return watchedLevels(thresholds, await this.warnedOn(today, account.id), today)
  }

  /** Today's warnings are read again at the next install (a standby's catch-up, decision 510). */
  forgetWarnings(): void {
    this.warned = undefined
  }

  isUrgent(levelName: string): boolean {
    return levelName === BREACH_LEVEL
  }

  async onCrossed(crossing: ThresholdCrossing): Promise<void> {
    await this.serial(crossing.accountId, () =>
      this.judge(crossing.accountId, { equity: crossing.equity, at: crossing.at }),
    )
  }

  /** After an account's fills are committed: a chart sample, then the rules (a pass). */
  async onFilled(accountId: number): Promise<void> {
    await this.serial(accountId, async () => {
      // Fills of a close-out this policy made: the ending wrote the last sample with them.
      if (this.ended.delete(accountId)) return
      const sample = liveSample(this.ctx, accountId, this.ctx.clock.now())
      if (sample) await recordFillSample(this.ctx, sample)
      await this.judge(accountId, null)
    })
  }

  /** Judges an account now (the expiry job, after fills). */
  async check(accountId: number): Promise<void> {
    await this.serial(accountId, () => this.judge(accountId, null))
  }

  private async judge(
    accountId: number,
    crossing: { equity: string; at: Date } | null,
  ): Promise<void> {
    if (this.demos.has(accountId)) return
    const ctx = this.ctx
    // An ended account held in memory needs no read.
    const status = ctx.trading.held.account(accountId)?.status
    if (status !== undefined && status !== 'active') return
    // A crossing is judged at once on the rows held (a pass, which needs the
    // trading days counted by the last fills, never follows a fall in equity).
    const row = (crossing && this.rows.get(accountId)) || (await this.read(accountId))
    if (!row) return
    const { account, challenge } = row
    if (account.status !== 'active' || challenge.type === 'demo') return
    const now = crossing?.at ?? ctx.clock.now()
    const today = tradingDayKey(now, this.boundaryHour)
    const lastWarned = await this.warnedOn(today, accountId)
    // The consistency rule's best day, for a judgement that may pass (never a fall's), read
    // before the live figures: nothing is awaited after them (decision 620).
    const bestDay =
      !crossing && needsBestDayProfit(challenge.rules, account.phase)
        ? await bestDayProfit(ctx, accountId)
        : null
    // The live figures after the last await (decision 620): a write that
    // failed meanwhile made the shell rebuild from the database, and this
    // judges what it rebuilt, not the memory that the failure left behind.
    const live = await ctx.trading.held.current(accountId)
    if (live && live.status !== 'active') return
    const figures: AccountFigures = {
      phase: account.phase,
      initialBalance: account.initialBalance,
      balance: live?.assets.balance.toString() ?? account.balance,
      equity: crossing?.equity ?? live?.assets.equity.toString() ?? account.balance,
      dailyBalance: live?.dailyBalance.toString() ?? account.dailyBalance,
      highBalance: account.highBalance,
      bestDayProfit: bestDay,
      tradingDays: account.tradingDays,
      openPositions: live?.openPositions ?? 0,
      startedAt: account.startedAt ?? account.createdAt,
      now,
      lastWarned,
    }
    const { decision, warnings } = evaluate(challenge.rules, figures, {
      boundaryHourUtc: this.boundaryHour,
    })
    if (decision.kind === 'breach' || decision.kind === 'expire') {
      await this.end(accountId, () => endStep(ctx, account, challenge, decision))
      if (decision.kind === 'breach') {
        ctx.metrics.breaches.labels(decision.rule).inc()
        // From the crossing tick's time on the engine's clock: decided and committed.
        if (crossing) ctx.metrics.tickToBreach.observe(elapsedSeconds(crossing.at, ctx.clock.now()))
      }
    } else if (decision.kind === 'pass') {
      await this.end(accountId, () => passStep(ctx, account, challenge, decision.at, decision.next))
    } else if (warnings.length > 0) {
      await sendWarnings(ctx, account, challenge, warnings)
      const sent = await this.warnedOn(today, accountId)
      for (const w of warnings) sent[w.rule] = w.dayKey
      // The sent levels drop out of what the core watches until tomorrow (its rows are current).
      await ctx.trading.refreshThresholds(accountId, row)
    }
  }

  /** Ends the step; its close-out fills (open positions) then need no sample of their own. */
  private async end(accountId: number, ending: () => Promise<void>): Promise<void> {
    this.rows.delete(accountId)
    if ((this.ctx.trading.held.account(accountId)?.openPositions ?? 0) > 0)
      this.ended.add(accountId)
    try {
      await ending()
    } catch (error) {
      this.ended.delete(accountId)
      throw error
    }
  }

  private read(accountId: number) {
    return readAccountRow(this.ctx.db, accountId)
  }

  /** Resolves once the evaluation work queued so far has finished (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.chains.size > 0) await Promise.all([...this.chains.values()])
  }

  private async warnedOn(dayKey: string, accountId: number): Promise<Warned> {
    if (this.warned?.dayKey !== dayKey) {
      const rows = await this.ctx.db
        .select({ accountId: evaluationWarnings.tradingAccountId, rule: evaluationWarnings.rule })
        .from(evaluationWarnings)
        .where(eq(evaluationWarnings.dayKey, dayKey))
      const byAccount = new Map<number, Warned>()
      for (const r of rows)
        byAccount.set(r.accountId, { ...byAccount.get(r.accountId), [r.rule]: dayKey })
      this.warned = { dayKey, byAccount }
    }
    let warned = this.warned.byAccount.get(accountId)
    if (!warned) {
      warned = {}
      this.warned.byAccount.set(accountId, warned)
    }
    return warned
  }

  private serial(accountId: number, work: () => Promise<void>): Promise<void> {
    const previous = this.chains.get(accountId) ?? Promise.resolve()
    const next = previous.then(work, work)
    const settled = next.catch((error: unknown) =>
      this.ctx.log.error('evaluation failed', { accountId, error }),
    )
    this.chains.set(accountId, settled)
    void settled.then(() => {
      if (this.chains.get(accountId) === settled) this.chains.delete(accountId)
    })
    return next
  }
}

function elapsedSeconds(from: Date, to: Date): number {
  return Math.max(0, to.getTime() - from.getTime()) / 1000
}
