/**
 * What the rest of the engine reads of the trading core: `ctx.trading.held`
 * (docs/decisions/620). The shell owns the core and replaces it when a
 * write fails (it rebuilds from the database), so nothing outside
 * engine/trading holds the core: each read here answers values (copies,
 * wire shapes) of the core current at the call, and a caller that awaits
 * reads again after the await.
 */
import type { Position as PositionWire } from '#contract/trade.ts'
import type { Decimal } from '#money/decimal.ts'
import { pairMaxLeverage } from '../core/trading/pair.ts'
import type { TradingCore } from '../core/trading/trading-core.ts'
import type { AccountStatus, Assets, Order, PairSpec, Position } from '../core/trading/types.ts'
import { positionView } from './views.ts'

/** An account as the shell holds it at the moment of the read. */
export interface HeldAccount {
  status: AccountStatus
  /** Balance, equity, unrealized PnL, margin, free margin, maintenance. */
  assets: Assets
  /** The balance the trading day started from (the daily floor's base). */
  dailyBalance: Decimal
  openPositions: number
  /** The lowest equity computed since the step started (decision 410). */
  stepLow: Decimal | null
  /** The current trading day and its lowest equity. */
  day: { key: string; startBalance: Decimal; lowest: Decimal | null } | null
  /** The equity levels watched (breach floors, warnings not sent today), by name. */
  watched: Record<string, Decimal>
}

/** An account's figures for the risk desk: sizes signed (long > 0). */
export interface Holding {
  accountId: number
  userChallengeId: number
  initialBalance: Decimal
  equity: Decimal
  /** The equity at which it breaches, when it is watched for one. */
  breachFloor: Decimal | null
  positions: Array<{ symbol: string; size: Decimal; entryPrice: Decimal }>
}

/** One pair for one account: its leverage and the highest it may set. */
export interface PairTerms {
  pair: PairSpec
  leverage: number
  maxLeverage: number
}

export class HeldReads {
  /** The shell's current core (replaced by a rebuild). */
  readonly #core: () => TradingCore
  readonly #dailyBalance: (accountId: number) => Decimal
  /** The rebuild under way, if any. */
  readonly #rebuilding: () => Promise<void> | undefined

  constructor(shell: {
    core: () => TradingCore
    dailyBalance: (accountId: number) => Decimal
    rebuilding: () => Promise<void> | undefined
  }) {
    this.#core = shell.core
    this.#dailyBalance = shell.dailyBalance
    this.#rebuilding = shell.rebuilding
  }

  /** Whether the account is in memory now (a rebuild under way holds none until it reloads them). */
  has(accountId: number): boolean {
    return this.#core().hasAccount(accountId)
  }

  /** How many accounts are in memory now. */
  get count(): number {
    return this.#core().state.accounts.size
  }

  /** The ids of the accounts in memory now. */
  ids(): number[] {
    return [...this.#core().state.accounts.keys()]
  }

  /** The account's live figures now, or null when it is not in memory. */
  account(accountId: number): HeldAccount | null {
    const core = this.#core()
    if (!core.hasAccount(accountId)) return null
    const account = core.account(accountId)
    // The dip since the account's last check counts before it is noted (decision 550).
    const lows = core.lows(accountId)
    return {
      status: account.status,
      assets: core.assets(accountId),
      dailyBalance: this.#dailyBalance(accountId),
      openPositions: account.positions.size,
      stepLow: lows.stepLow,
      day: lows.day,
      watched: Object.fromEntries(account.thresholds),
    }
  }

  /**
   * The account once a rebuild under way has reloaded the accounts: what a
   * decision reads after its last await, so it never rests on the memory a
   * failed write left ahead of the database.
   */
  async current(accountId: number): Promise<HeldAccount | null> {
    for (let rebuild = this.#rebuilding(); rebuild; rebuild = this.#rebuilding()) await rebuild
    return this.account(accountId)
  }

  /**
   * Every account in memory with its figures and positions now (values):
   * the risk desk's firm-wide read (engine/trading/exposure.ts).
   */
  *holdings(): Generator<Holding> {
    const core = this.#core()
    for (const account of core.state.accounts.values()) {
      if (account.status !== 'active') continue
      const assets = core.assets(account.id)
      yield {
        accountId: account.id,
        userChallengeId: account.userChallengeId,
        initialBalance: account.initialBalance,
        equity: assets.equity,
        breachFloor: account.thresholds.get('breach') ?? null,
        positions: [...account.positions.values()].map((p) => ({
          symbol: p.symbol,
          size: p.size,
          entryPrice: p.entryPrice,
        })),
      }
    }
  }

  /** The account's open orders (copies). The account must be in memory (ensureLoaded). */
  openOrders(accountId: number): Order[] {
    return [...this.#core().account(accountId).orders.values()].map((o) => ({ ...o }))
  }

  /** The account's open positions on the wire, priced now. The account must be in memory. */
  positions(accountId: number): PositionWire[] {
    const core = this.#core()
    return [...core.account(accountId).positions.values()].map((p) => positionView(core, p))
  }

  /** A position an operation answered, on the wire, priced now. */
  positionView(position: Position): PositionWire {
    return positionView(this.#core(), position)
  }

  /** The account's leverage on a pair and the highest it may set. The account must be in memory. */
  pairTerms(accountId: number, symbol: string): PairTerms {
    const core = this.#core()
    const account = core.account(accountId)
    const pair = core.state.pair(symbol)
    return {
      pair,
      leverage: account.leverageFor(pair),
      maxLeverage: Math.min(account.maxLeverage, pairMaxLeverage(pair)),
    }
  }

  /** The largest market order on each side that fits the account's free margin now. */
  maxOpen(accountId: number, symbol: string): { buy: Decimal; sell: Decimal } {
    return this.#core().maxOpen(accountId, symbol)
  }

  /** Whether the core takes no orders on a pair now (a halted feed, a standby). */
  isHalted(symbol: string): boolean {
    return this.#core().isHalted(symbol)
  }

  /**
   * Everything the core holds, per account and per pair's indexes, as
   * comparable text: a standby's caught-up core is checked against one
   * built from scratch with it (decision 510).
   */
  inventory(): Record<string, string> {
    const { state } = this.#core()
    const out: Record<string, string> = {}
    for (const [id, a] of state.accounts)
      out[`account ${id}`] = JSON.stringify({
        status: a.status,
        balance: a.balance,
        maxLeverage: a.maxLeverage,
        leverages: [...a.leverages],
        positions: [...a.positions],
        orders: [...a.orders].sort(([x], [y]) => x - y),
        orderNotional: [...a.orderNotional],
        clientOrderIds: [...a.clientOrderIds],
        thresholds: [...a.thresholds],
        crossed: [...a.crossed],
        orderEntries: [...a.orderEntries.keys()].sort(),
        tpslEntries: [...a.tpslEntries.keys()].sort(),
        riskEntries: a.riskEntries.length,
        stepLow: a.stepLow,
        day: a.day,
      })
    for (const [code, book] of state.books) out[`book ${code}`] = String(book.size)
    for (const [code, risk] of state.risk) out[`risk ${code}`] = String(risk.size)
    for (const [code, set] of state.holders) out[`holders ${code}`] = [...set].sort().join()
    for (const [code, set] of state.multiHolders) out[`multi ${code}`] = [...set].sort().join()
    return out
  }
}
