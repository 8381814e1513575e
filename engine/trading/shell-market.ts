/**
 * The shell's side of the market: ticks and halts into the current core
 * (halts before the tick that ends them, decision 440), a first quote's
 * many holders checked in turns, and the fresh core a rebuild starts from.
 */
import type { EngineContext } from '../context.ts'
import { TradingCore } from '../core/trading/trading-core.ts'
import type { PairSpec } from '../core/trading/types.ts'
import type { MarketData } from '../market/market-data.ts'
import { FIRST_CHECKS_PER_TURN, type FirstQuoteChecks } from './first-quote-checks.ts'
import { idSourceFromDatabase } from './ids.ts'
import type { ShellView } from './shell-view.ts'

export interface FollowDeps extends ShellView {
  market: MarketData
  firstQuoteChecks: FirstQuoteChecks
}

/** Follows the market's ticks and halts; answers how to stop. */
export function followMarket(deps: FollowDeps): () => void {
  const { ctx, market } = deps
  const stopTicks = market.onTick((symbol, quote, time) => {
    // While the shell rebuilds after a failed write, ticks wait for the new core.
    if (deps.rebuilding()) return
    ctx.metrics.ticks.inc()
    const core = deps.core()
    const events = core.tick(symbol, quote, new Date(time), FIRST_CHECKS_PER_TURN)
    if (events.length > 0) deps.commit(events, []).catch(() => {})
    if (core.deferredChecks > 0) deps.firstQuoteChecks.start(core)
  })
  const stopHalts = market.onHalt((symbol, halted) => deps.core().setHalted(symbol, halted))
  copyHalts(market, deps.core())
  return () => {
    stopTicks()
    stopHalts()
  }
}

/** The market's halted pairs into the core (at start and after a rebuild). */
export function copyHalts(market: MarketData, core: TradingCore): void {
  for (const code of market.codes()) core.setHalted(code, market.isHalted(code))
}

/** A new core for a rebuild: ids from the database, the market's halts and last quotes. */
export async function freshCore(
  ctx: EngineContext,
  market: MarketData,
  pairs: PairSpec[],
): Promise<TradingCore> {
  const core = new TradingCore(pairs, await idSourceFromDatabase(ctx.db))
  copyHalts(market, core)
  for (const code of market.codes()) {
    const quote = market.quote(code)
    if (quote) core.tick(code, quote, ctx.clock.now())
  }
  return core
}
