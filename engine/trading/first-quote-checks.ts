/**
 * Checks the holders a pair's first quote left (docs/decisions/510), a
 * batch per turn of the event loop, so requests run between the batches of
 * a takeover's 100 000 accounts.
 */
import type { TradingCore } from '../core/trading/trading-core.ts'
import type { TradingEvent } from '../core/trading/types.ts'

/** A pair's first quote checks at most this many holders at once; the rest this many per turn. */
export const FIRST_CHECKS_PER_TURN = 2000

interface FirstQuoteDeps {
  now: () => Date
  commit: (events: TradingEvent[]) => void
  /** False once the shell stopped or replaced this core: it checks no more. */
  current: (core: TradingCore) => boolean
}

export class FirstQuoteChecks {
  /** The turns running now (resolves when the core has none left). */
  private turns: Promise<void> | undefined

  private readonly deps: FirstQuoteDeps

  constructor(deps: FirstQuoteDeps) {
    this.deps = deps
  }

  /** Starts the turns for what `core` left, unless they run already. */
  start(core: TradingCore): void {
    if (this.turns) return
    this.turns = new Promise<void>((resolve) => {
      const turn = () => {
        if (!this.deps.current(core)) return resolve()
        const events = core.checkDeferred(FIRST_CHECKS_PER_TURN, this.deps.now())
        if (events.length > 0) this.deps.commit(events)
        if (core.deferredChecks > 0) setImmediate(turn)
        else resolve()
      }
      setImmediate(turn)
    }).finally(() => {
      this.turns = undefined
    })
  }

  /** Resolves when no turns are running. */
  async settled(): Promise<void> {
    await this.turns
  }
}
