/**
 * The shell's operations on one account (its seam "operations": each runs
 * the core now, once the account is held, chains its write behind the
 * account's earlier writes and is published after commit). The shell
 * delegates to it; like the other parts it sees the core only through the
 * view, asked at each call, never kept (decisions 620, 623).
 */
import type { Decimal } from '#money/decimal.ts'
import type { PlaceOrderRequest } from '../core/trading/order-checks.ts'
import type { Outcome, TradingCore } from '../core/trading/trading-core.ts'
import type { AccountStatus, LedgerType, Order, TradingEvent } from '../core/trading/types.ts'
import type { EarlierClientOrders } from './earlier-client-orders.ts'
import type { KillSwitchSet } from './kill-switches.ts'
import type { ShellView } from './shell-view.ts'
import type { Extra, Joined, Written } from './write-queue.ts'

export class TradingUnavailable extends Error {}

export interface OperationsView extends ShellView {
  /** The shell's commit, with the caller's own rows written in the same transaction. */
  commit: (events: TradingEvent[], accountIds: number[], extra?: Extra | Joined) => Promise<Written>
  killSwitches: KillSwitchSet
  earlierOrders: EarlierClientOrders
  ensureLoaded: (accountId: number) => Promise<void>
  whenWritten: (accountId: number) => Promise<void>
}

export class ShellOperations {
  private readonly view: OperationsView

  constructor(view: OperationsView) {
    this.view = view
  }

  async place(
    accountId: number,
    request: PlaceOrderRequest,
  ): Promise<Outcome<{ order: Order; duplicate: boolean }>> {
    const { ctx } = this.view
    const core = await this.ready(accountId)
    const userChallengeId = core.account(accountId).userChallengeId
    const stopped = this.view.killSwitches.refusal(userChallengeId, request)
    const result = stopped
      ? ({ ok: false, rejection: stopped } as const)
      : core.place(accountId, request, ctx.clock.now())
    if (!result.ok) {
      ctx.metrics.ordersRejected.labels(result.rejection.code).inc()
      return result
    }
    if (result.value.duplicate) await this.view.whenWritten(accountId)
    else {
      ctx.metrics.ordersPlaced.inc()
      await this.view.commit(result.events, [accountId])
    }
    return result
  }

  /** One operation: the core now (once the account is held), its write chained, published after commit. */
  async act<T>(
    accountId: number,
    operation: (core: TradingCore, now: Date) => Outcome<T>,
  ): Promise<Outcome<T>> {
    const core = await this.ready(accountId)
    const outcome = operation(core, this.view.ctx.clock.now())
    if (outcome.ok) await this.view.commit(outcome.events, [accountId])
    return outcome
  }

  /**
   * Ends trading on an account (breach, expiry): every order canceled, every
   * position closed at market, the status set; `extra` is written with it,
   * atomically (the caller's own status rows). Resolves with the ids of the
   * notifications a joined ending stored.
   */
  async closeOut(
    accountId: number,
    status: AccountStatus,
    reason: string,
    extra?: Extra | Joined,
  ): Promise<Written> {
    const core = await this.ready(accountId)
    const events = core.closeOut(accountId, status, reason, this.view.ctx.clock.now())
    return this.view.commit(events, [accountId], extra ?? (async () => {}))
  }

  /** A balance change outside trading (withdrawals): a ledger row and the balance, in one transaction with `extra`. */
  async adjustBalance(
    accountId: number,
    type: LedgerType,
    amount: Decimal,
    extra?: Extra,
  ): Promise<void> {
    const core = await this.ready(accountId)
    const events = core.adjustBalance(accountId, type, amount, this.view.ctx.clock.now())
    await this.view.commit(events, [accountId], extra)
  }

  /** The first order placed with this client id when only the database still knows it. */
  async earlierClientOrder(accountId: number, clientId: string): Promise<Order | null> {
    await this.ready(accountId)
    return this.view.earlierOrders.find(accountId, clientId)
  }

  /** The core holding the account, once loaded (the current one: asked after the wait). */
  private async ready(accountId: number): Promise<TradingCore> {
    await this.view.ensureLoaded(accountId)
    const core = this.view.core()
    if (!core.hasAccount(accountId)) throw new TradingUnavailable(`account ${accountId} not found`)
    return core
  }
}
