/** Why a real account cannot withdraw now, as a translatable text with its placeholders. */
import type { RealAccountState } from './real-accounts.ts'
import { realTexts } from './texts.ts'

export function ineligibility(
  state: RealAccountState,
  locale: string,
): { text: string; params: Record<string, string | number> } {
  switch (state.reason) {
    case 'not_active':
      return { text: realTexts.notActive, params: {} }
    case 'pending_request':
      return { text: realTexts.pendingRequest, params: {} }
    case 'open_positions':
      return { text: realTexts.openPositions, params: {} }
    case 'no_trades':
      return { text: realTexts.noTrades, params: { days: state.intervalDays } }
    case 'too_early':
      return {
        text: realTexts.tooEarly,
        params: {
          date: (state.eligibleAt ?? new Date(0)).toLocaleString(
            locale === 'fa' ? 'fa-IR' : 'en-GB',
            { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' },
          ),
        },
      }
    default:
      return { text: realTexts.noProfit, params: {} }
  }
}
