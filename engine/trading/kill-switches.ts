/**
 * The kill switches the order path obeys (decision 581): accounts whose new
 * orders the risk desk stopped and symbols it halted firm-wide, held in
 * memory so an order is checked without a read, loaded from the database
 * when the shell starts and changed by engine/risk as switches are applied
 * and lifted. A stopped account or halted symbol refuses orders that open
 * or add to a position; closing stays allowed, so a trader can always
 * reduce what the firm holds.
 */
import { and, isNull } from 'drizzle-orm'
import type { Rejection } from '../core/trading/types.ts'
import type { DbOrTx } from '../db/client.ts'
import { killSwitches } from '../db/schema/index.ts'
import { addTranslations } from '../i18n.ts'
import type { TradingShell } from './trading-shell.ts'

export const stopRefusals = {
  account_stopped:
    'The risk desk has stopped new orders on this account. You can still close your positions.',
  symbol_halted: 'The risk desk has halted new positions on {symbol}. You can still close yours.',
} as const

addTranslations('fa', {
  [stopRefusals.account_stopped]:
    'میز ریسک سفارش‌های جدید این حساب را متوقف کرده است. همچنان می‌توانید موقعیت‌هایتان را ببندید.',
  [stopRefusals.symbol_halted]:
    'میز ریسک باز کردن موقعیت جدید روی {symbol} را متوقف کرده است. همچنان می‌توانید موقعیت‌هایتان را ببندید.',
})

export class KillSwitchSet {
  /** Stopped user challenges (every step of one) → since when. */
  private readonly accounts = new Map<number, Date>()
  /** Halted symbols → since when. */
  private readonly symbols = new Map<string, Date>()

  /** The standing switches, read afresh (the shell's start). */
  async load(db: DbOrTx): Promise<void> {
    const rows = await db
      .select()
      .from(killSwitches)
      .where(and(isNull(killSwitches.liftedAt)))
    this.accounts.clear()
    this.symbols.clear()
    for (const row of rows) {
      if (row.kind === 'account' && row.userChallengeId !== null)
        this.accounts.set(row.userChallengeId, row.appliedAt)
      if (row.kind === 'symbol' && row.symbol !== null) this.symbols.set(row.symbol, row.appliedAt)
    }
  }

  setAccount(userChallengeId: number, since: Date | null): void {
    if (since) this.accounts.set(userChallengeId, since)
    else this.accounts.delete(userChallengeId)
  }

  setSymbol(symbol: string, since: Date | null): void {
    if (since) this.symbols.set(symbol, since)
    else this.symbols.delete(symbol)
  }

  accountStoppedSince(userChallengeId: number): Date | null {
    return this.accounts.get(userChallengeId) ?? null
  }

  symbolHaltedSince(symbol: string): Date | null {
    return this.symbols.get(symbol) ?? null
  }

  haltedSymbols(): Array<{ symbol: string; since: Date }> {
    return [...this.symbols].map(([symbol, since]) => ({ symbol, since }))
  }

  /** Why this order is refused by a switch, or null; closing orders always pass. */
  refusal(
    userChallengeId: number,
    order: { symbol: string; tradeType: 'open' | 'close' },
  ): Rejection | null {
    if (order.tradeType === 'close') return null
    if (this.accounts.has(userChallengeId))
      return rejection('account_stopped', 'account', stopRefusals.account_stopped, {})
    if (this.symbols.has(order.symbol))
      return rejection('symbol_halted', 'symbol', stopRefusals.symbol_halted, {
        symbol: order.symbol,
      })
    return null
  }
}

function rejection(
  code: string,
  field: string,
  message: string,
  params: Record<string, string>,
): Rejection {
  return { code, field, message, params }
}

/**
 * Cancels the resting orders a switch now forbids (opening ones, of one
 * symbol when given) on the accounts named, or on every account held.
 * Answers how many were canceled.
 */
export async function cancelOpeningOrders(
  shell: TradingShell,
  accountIds: number[] | 'all',
  symbol?: string,
): Promise<number> {
  let canceled = 0
  for (const accountId of accountIds === 'all' ? shell.held.ids() : accountIds) {
    if (!shell.held.has(accountId)) continue
    for (const order of shell.held.openOrders(accountId)) {
      if (order.tradeType !== 'open' || (symbol !== undefined && order.symbol !== symbol)) continue
      await shell.cancel(accountId, order.id)
      canceled += 1
    }
  }
  return canceled
}
