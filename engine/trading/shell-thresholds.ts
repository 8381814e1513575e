/**
 * The policy seam of the shell: each account's "equity ≤ value" thresholds
 * asked of the threshold policy and handed to the core, for every held
 * account when the policy is set, or for one account when its rows change.
 */
import { D } from '#money/decimal.ts'
import type { AccountStatus, TradingEvent } from '../core/trading/types.ts'
import { readAccountRow, readAccounts } from './account-store.ts'
import { type AccountRows, decimals, type ShellAccounts } from './shell-accounts.ts'
import type { ShellView } from './shell-view.ts'
import { noEvaluationPolicy, type ThresholdPolicy } from './threshold-policy.ts'

/** Statuses an account never leaves: it trades no more and watches no thresholds. */
const ENDED: ReadonlySet<AccountStatus> = new Set(['passed', 'failed', 'expired', 'refunded'])

/** Accounts whose thresholds one commit carries when a policy is set. */
const POLICY_BATCH = 500

export interface ThresholdsDeps extends ShellView {
  accounts: ShellAccounts
}

/** The shell's threshold policy and the thresholds it gives the core. */
export class ShellThresholds {
  policy: ThresholdPolicy = noEvaluationPolicy
  private readonly deps: ThresholdsDeps

  constructor(deps: ThresholdsDeps) {
    this.deps = deps
  }

  async set(policy: ThresholdPolicy): Promise<void> {
    const { accounts } = this.deps
    // Given at creation: every account's thresholds were computed by it at the load.
    if (policy === this.policy && !accounts.holdsLoadedRows) return
    this.policy = policy
    // The rows the load just read (a start with 100 000 accounts reads them once), else read in batches.
    await thresholdsForAll(this.deps, policy, accounts.takeLoadedRows())
  }

  /** One account's thresholds; `rows` when the caller holds them current (no read). */
  refresh(accountId: number, rows?: AccountRows): Promise<void> {
    return refreshThresholds(this.deps, this.policy, accountId, rows)
  }
}

/**
 * Every held account's thresholds from `policy`: from the rows the start's
 * load kept (`loaded`, no second read), else read in batches.
 */
export async function thresholdsForAll(
  deps: ThresholdsDeps,
  policy: ThresholdPolicy,
  loaded: Map<number, AccountRows> | undefined,
): Promise<void> {
  const ids = [...deps.core().state.accounts.keys()]
  for (let i = 0; i < ids.length; i += POLICY_BATCH) {
    const events: TradingEvent[] = []
    const slice = ids.slice(i, i + POLICY_BATCH)
    const rows = loaded
      ? slice.flatMap((id) => loaded.get(id) ?? [])
      : await readAccounts(deps.ctx.db, slice)
    for (const stored of rows) {
      const id = stored.account.id
      const core = deps.core()
      if (!core.hasAccount(id)) continue
      deps.accounts.setDailyBalance(id, D(stored.account.dailyBalance))
      const thresholds = await policy.thresholdsFor(stored.account, stored.challenge)
      events.push(...deps.core().setThresholds(id, decimals(thresholds), deps.ctx.clock.now()))
    }
    if (events.length > 0) await deps.commit(events, [])
  }
}

/**
 * Asks the policy for one account's thresholds and hands them to the core.
 * `rows`: the account's rows when the caller holds them current (no read).
 */
export async function refreshThresholds(
  deps: ThresholdsDeps,
  policy: ThresholdPolicy,
  accountId: number,
  rows?: AccountRows,
): Promise<void> {
  if (!deps.core().hasAccount(accountId)) return
  const now = deps.ctx.clock.now()
  // An account that ended watches nothing, whatever the policy (no read for it).
  if (ENDED.has(deps.core().account(accountId).status)) {
    const events = deps.core().setThresholds(accountId, {}, now)
    if (events.length > 0) await deps.commit(events, [accountId])
    return
  }
  const stored = rows ?? (await readAccountRow(deps.ctx.db, accountId))
  if (!stored || !deps.core().hasAccount(accountId)) return
  deps.accounts.setDailyBalance(accountId, D(stored.account.dailyBalance))
  const thresholds = await policy.thresholdsFor(stored.account, stored.challenge)
  const events = deps.core().setThresholds(accountId, decimals(thresholds), now)
  await deps.commit(events, [accountId])
}
