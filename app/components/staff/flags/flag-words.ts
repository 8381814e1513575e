/** A flag's kind, severity, status, signals and figures in the page's language. */
import type { RiskFlag } from '#contract/staff-flags.ts'
import { m } from '~/paraglide/messages'
import type { FlagStatus } from './flag-statuses'

const kinds: Record<RiskFlag['kind'], () => string> = {
  hedging: m.flag_kind_hedging,
  copy_trading: m.flag_kind_copy_trading,
  shared_identity: m.flag_kind_shared_identity,
  latency: m.flag_kind_latency,
  identity: m.flag_kind_identity,
}
export const kindText = (kind: RiskFlag['kind']) => kinds[kind]()

const severities: Record<RiskFlag['severity'], () => string> = {
  low: m.flag_severity_low,
  medium: m.flag_severity_medium,
  high: m.flag_severity_high,
}
export const severityText = (s: RiskFlag['severity']) => severities[s]()

const statuses: Record<FlagStatus, () => string> = {
  open: m.flag_status_open,
  dismissed: m.flag_status_dismissed,
  confirmed: m.flag_status_confirmed,
}
export const flagStatusText = (s: FlagStatus) => statuses[s]()

const signals: Record<string, () => string> = {
  device: m.flag_signal_device,
  ip_signup: m.flag_signal_ip_signup,
  ip_signin: m.flag_signal_ip_signin,
  payout_address: m.flag_signal_payout_address,
  payment_reference: m.flag_signal_payment_reference,
  phone: m.flag_signal_phone,
}
export const signalText = (kind: string) => signals[kind]?.() ?? kind

const figures: Record<string, () => string> = {
  short_trades: m.flag_figure_short_trades,
  win_rate: m.flag_figure_win_rate,
  firm_short_trades: m.flag_figure_firm_short_trades,
  firm_win_rate: m.flag_figure_firm_win_rate,
  matches: m.flag_figure_matches,
  same_user: m.flag_figure_same_user,
  flagged_move_wins: m.flag_figure_flagged_move_wins,
}
export const figureText = (key: string) => figures[key]?.() ?? key

export const sideText = (side: string) =>
  side.toLowerCase() === 'buy' ? m.flag_side_buy() : m.flag_side_sell()
