/**
 * The threshold policy's turn after a commit (docs/decisions/120): each
 * account's crossings in order, accounts side by side (a breach must not
 * queue behind another account's warning), and after an account's fills
 * the policy's onFilled, then its thresholds asked for again. Runs outside
 * the write chain, since the policy may close an account out, which waits
 * on it; shutdown waits for the turns started.
 */

import type { TradingEvent } from '../core/trading/types.ts'
import type { Logger } from '../logger.ts'
import { noEvaluationPolicy, type ThresholdPolicy } from './threshold-policy.ts'

export class PolicyTurns {
  private readonly started = new Set<Promise<void>>()
  private readonly options: {
    log: Logger
    policy(): ThresholdPolicy
    userChallengeOf(accountId: number): number
    refreshThresholds(accountId: number): Promise<void>
  }

  constructor(options: PolicyTurns['options']) {
    this.options = options
  }

  /** Whether turns started have not finished yet. */
  get busy(): boolean {
    return this.started.size > 0
  }

  async settled(): Promise<void> {
    await Promise.allSettled([...this.started])
  }

  /** Starts a turn for these crossings and filled accounts (on the next turn of the event loop). */
  schedule(crossings: TradingEvent[], filled: Set<number>): void {
    // Nothing to judge: no crossing, and no fill a policy would look at.
    if (
      crossings.length === 0 &&
      (filled.size === 0 || this.options.policy() === noEvaluationPolicy)
    )
      return
    const turn = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.run(crossings, filled))
      .catch((error: unknown) => this.options.log.error('threshold policy failed', { error }))
      .finally(() => this.started.delete(turn))
    this.started.add(turn)
  }

  private async run(crossings: TradingEvent[], filled: Set<number>): Promise<void> {
    const policy = this.options.policy()
    const byAccount = new Map<number, TradingEvent[]>()
    for (const e of crossings) {
      if (e.kind !== 'threshold_crossed') continue
      const list = byAccount.get(e.accountId)
      if (list) list.push(e)
      else byAccount.set(e.accountId, [e])
    }
    // Accounts with a crossing that ends trading go first, alone: a breach's
    // record does not share the database and the event loop with this
    // turn's warnings and samples (decision 350).
    const first: TradingEvent[][] = []
    const rest: TradingEvent[][] = []
    for (const list of byAccount.values()) {
      if (list.some((e) => e.kind === 'threshold_crossed' && policy.isUrgent?.(e.name)))
        first.push(list)
      else rest.push(list)
    }
    if (first.length > 0)
      this.logFailures(await Promise.allSettled(this.crossingTurns(policy, first)))
    const turns = this.crossingTurns(policy, rest)
    if (policy !== noEvaluationPolicy)
      for (const id of filled)
        turns.push(
          (async () => {
            await policy.onFilled?.(id)
            await this.options.refreshThresholds(id)
          })(),
        )
    this.logFailures(await Promise.allSettled(turns))
  }

  private logFailures(results: PromiseSettledResult<unknown>[]): void {
    for (const r of results)
      if (r.status === 'rejected')
        this.options.log.error('threshold policy failed', { error: r.reason })
  }

  /** Each account's crossings in order, accounts side by side. */
  private crossingTurns(policy: ThresholdPolicy, lists: TradingEvent[][]): Promise<void>[] {
    return lists.map(async (list) => {
      for (const e of list) {
        if (e.kind !== 'threshold_crossed') continue
        await policy.onCrossed({
          accountId: e.accountId,
          userChallengeId: this.options.userChallengeOf(e.accountId),
          name: e.name,
          threshold: e.threshold.toString(),
          equity: e.equity.toString(),
          at: e.time,
        })
      }
    })
  }
}
