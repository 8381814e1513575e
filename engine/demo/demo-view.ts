/** The demo as the contract's userChallenge (its figures from the trading core). */
import type { UserChallenge } from '#contract/user-challenges.ts'
import { D } from '#money/decimal.ts'
import type { EngineContext } from '../context.ts'
import type { TradingAccountRow, UserChallengeRow } from '../trading/threshold-policy.ts'
import { money } from '../trading/views.ts'

export function demoView(
  ctx: EngineContext,
  challenge: UserChallengeRow,
  account: TradingAccountRow,
): UserChallenge {
  const held = ctx.trading.held.account(account.id)
  if (!held) throw new Error(`demo account ${account.id} is not loaded`)
  const { assets } = held
  const elapsed = ctx.clock.now().getTime() - challenge.createdAt.getTime()
  return {
    id: challenge.id,
    title: challenge.title,
    type: challenge.type,
    status: challenge.status,
    initial_balance: money(D(challenge.initialBalance)),
    balance: money(assets.balance),
    equity: money(assets.equity),
    pnl: money(assets.equity.sub(challenge.initialBalance)),
    day: Math.max(1, Math.floor(elapsed / 86400_000) + 1),
    current_phase: 'demo',
    condition: {
      max_daily_drawdown: '0',
      max_total_drawdown: '0',
      max_total_drawdown_kind: 'static',
      min_trading_days: 0,
      min_profit: '0',
      days: 3,
      consistency_percent: null,
    },
    features: [],
    challenge: null,
    program: null,
    created_at: challenge.createdAt.toISOString(),
    expires_at: challenge.expiresAt?.toISOString() ?? null,
  }
}
