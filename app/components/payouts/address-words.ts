import type { PayoutAddress } from '#contract/payouts.ts'
import { formatDateTime } from '~/lib/money-format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

const count = (n: number) =>
  new Intl.NumberFormat(getLocale() === 'fa' ? 'fa-IR' : 'en-GB').format(n)

/** "TR7NHq…gjLj6t": enough to recognise an address in a list. */
export function shortAddress(address: string): string {
  return address.length > 16 ? `${address.slice(0, 8)}…${address.slice(-6)}` : address
}

/** "Usable from 26 Nov 2026, 10:00 (23 h 59 min left)", or "Usable now". */
export function cooldownText(a: PayoutAddress): string {
  if (a.usable) return m.payout_usable_now()
  const minutes = Math.ceil(a.seconds_left / 60)
  return m.payout_usable_from({
    date: formatDateTime(a.usable_at),
    hours: count(Math.floor(minutes / 60)),
    minutes: count(minutes % 60),
  })
}

/** A select option: network and address, and why it cannot be chosen yet. */
export function addressOption(a: PayoutAddress, allowed: (a: PayoutAddress) => boolean) {
  const name = `${a.network} · ${shortAddress(a.address)}${a.label ? ` (${a.label})` : ''}`
  return {
    value: String(a.id),
    label: a.usable ? name : `${name} — ${cooldownText(a)}`,
    disabled: !a.usable || !allowed(a),
  }
}
