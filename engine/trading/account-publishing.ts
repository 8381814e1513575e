/**
 * After commit: what the core did, to each account's private channel
 * (order, fill, position, then the account's assets once), and what the
 * threshold policy must hear of (crossings, accounts that filled).
 */
import { channels } from '#contract/broadcasting.ts'
import type { Decimal } from '#money/decimal.ts'
import type { EngineContext } from '../context.ts'
import type { TradingCore } from '../core/trading/trading-core.ts'
import type { TradingEvent } from '../core/trading/types.ts'
import { assetsView, fillView, orderView, positionView } from './views.ts'

export function accountOf(e: TradingEvent): number {
  switch (e.kind) {
    case 'order':
      return e.order.accountId
    case 'fill':
      return e.fill.accountId
    case 'ledger':
      return e.row.accountId
    default:
      return e.accountId
  }
}

export function publishAccountEvents(
  ctx: EngineContext,
  core: TradingCore,
  dailyBalance: (accountId: number) => Decimal,
  events: TradingEvent[],
): { crossings: TradingEvent[]; filled: Set<number> } {
  const bus = ctx.events
  const touched = new Set<number>()
  const filled = new Set<number>()
  const crossings: TradingEvent[] = []
  for (const e of events) {
    // A new lowest equity is stored, not told (the figures read it).
    if (e.kind === 'equity_low') continue
    const accountId = accountOf(e)
    if (!core.hasAccount(accountId)) continue
    const channel = channels.account(core.account(accountId).userChallengeId)
    touched.add(accountId)
    if (e.kind === 'order') {
      if (e.order.status === 'FILLED') ctx.metrics.ordersFilled.inc()
      bus.publish(channel, 'order', orderView(e.order))
    } else if (e.kind === 'fill') {
      bus.publish(channel, 'fill', fillView(e.fill))
      filled.add(accountId)
    } else if (e.kind === 'position') {
      const open = core.account(accountId).positions.get(e.symbol)
      bus.publish(channel, 'position', {
        position: e.closed ? null : positionView(core, open ?? e.position),
        symbol: e.symbol,
        closed: e.closed,
      })
    } else if (e.kind === 'threshold_crossed') crossings.push(e)
    else if (e.kind === 'liquidation') {
      ctx.log.info('account liquidated', {
        accountId,
        equity: e.equity.toString(),
        maintenance: e.maintenance.toString(),
      })
    }
  }
  for (const accountId of touched) {
    const channel = channels.account(core.account(accountId).userChallengeId)
    bus.publish(channel, 'assets', assetsView(core.assets(accountId), dailyBalance(accountId)))
  }
  return { crossings, filled }
}
