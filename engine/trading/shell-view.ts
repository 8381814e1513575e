/**
 * What the shell's parts (shell-accounts, shell-thresholds, shell-market)
 * see of it: the context, the core current at the call (a rebuild replaces
 * it, so they ask each time and never keep it), its commit and whether it
 * is rebuilding. The shell builds one at its construction (decision 620).
 */
import type { EngineContext } from '../context.ts'
import type { TradingCore } from '../core/trading/trading-core.ts'
import type { TradingEvent } from '../core/trading/types.ts'
import type { Written } from './write-queue.ts'

export interface ShellView {
  ctx: EngineContext
  core: () => TradingCore
  /** Chains the events' write behind earlier writes of their accounts (and `accountIds`). */
  commit: (events: TradingEvent[], accountIds: number[]) => Promise<Written>
  /** Set while the shell rebuilds after a failed write. */
  rebuilding: () => Promise<void> | undefined
}
