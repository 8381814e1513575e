/**
 * An audit entry's changes in words (issue 32): each field by its name in
 * the reader's language ("Transaction hash", not "txHash"), each value as
 * the console shows it elsewhere (dates, amounts, percents and counts in
 * the reader's digits, statuses and roles as words), a rules change as the
 * steps that changed ("Step 1 · Target 8 % → 10 %").
 */
import type { AuditEntry } from '#contract/staff.ts'
import { type RiskFlag, riskFlagKind } from '#contract/staff-flags.ts'
import { formatDateTime, formatMoney, formatNumber, formatPercent, localDigits } from '~/lib/format'
import { m } from '~/paraglide/messages'
import { fieldWord } from './audit-fields'
import { flagStatusText, kindText, severityText } from './flags/flag-words'
import { roleText } from './staff-words'
import { statusText } from './status-text'
import { ticketStatusText } from './ticket-status'

type Change = AuditEntry['changes'][number]
type Kind = 'percent' | 'money' | 'days' | 'date' | 'count' | 'code' | 'text'

const KINDS: Record<string, Kind> = {
  sharePercent: 'percent',
  profit_share: 'percent',
  warning_percent: 'percent',
  max_dd_daily: 'percent',
  max_dd_total: 'percent',
  min_profit: 'percent',
  pricePercent: 'percent',
  amount: 'money',
  debited: 'money',
  accountSize: 'money',
  price: 'money',
  credit_returned: 'money',
  days: 'days',
  min_trading_days: 'days',
  payout_interval_days: 'days',
  max_leverage: 'count',
  version: 'count',
  sortOrder: 'count',
  usageLimit: 'count',
  perUserLimit: 'count',
  effectValue: 'count',
  txHash: 'code',
  tx_hash: 'code',
  address: 'code',
  network: 'code',
  code: 'code',
  ip: 'code',
}

const isFlagKind = (v: string): v is RiskFlag['kind'] => riskFlagKind.safeParse(v).success

const DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

const valueWords: Record<string, (v: string) => string> = {
  status: (v) =>
    v === 'open' || v === 'answered' || v === 'closed'
      ? ticketStatusText(v)
      : v === 'dismissed' || v === 'confirmed'
        ? flagStatusText(v)
        : statusText(v),
  severity: (v) => (v === 'low' || v === 'medium' || v === 'high' ? severityText(v) : v),
  challenge_status: statusText,
  role: roleText,
  kind: (v) =>
    v === 'percent'
      ? m.staff_kind_percent()
      : v === 'fixed'
        ? m.staff_kind_fixed()
        : isFlagKind(v)
          ? kindText(v)
          : v,
  withdrawals: (v) =>
    v === 'frozen'
      ? m.staff_audit_withdrawals_frozen()
      : v === 'open'
        ? m.staff_audit_withdrawals_open()
        : v,
}

/** One value as the reader reads it. */
export function shownValue(field: string, value: unknown, couponKind?: unknown): string {
  if (value === null || value === undefined || value === '') {
    if (field === 'challenge_ids') return m.staff_audit_every_challenge()
    if (field === 'days') return m.staff_audit_no_limit()
    return '—'
  }
  if (typeof value === 'boolean') return value ? m.staff_yes() : m.staff_no()
  if (Array.isArray(value)) {
    if (value.length === 0) return field === 'challenge_ids' ? m.staff_audit_every_challenge() : '—'
    return value.map((v) => shownValue('', v)).join(m.staff_audit_list_separator())
  }
  if (typeof value === 'object') return JSON.stringify(value)
  const text = String(value)
  const words = valueWords[field]
  if (words) return words(text)
  if (typeof value === 'string' && DATE.test(text)) return formatDateTime(text)
  // A coupon's value is a percent or an amount, as its kind says.
  const kind =
    field === 'value' && couponKind
      ? couponKind === 'percent'
        ? 'percent'
        : 'money'
      : KINDS[field]
  const numeric = /^-?\d+(\.\d+)?$/.test(text)
  if (kind === 'code') return text
  if (!numeric) return text
  if (kind === 'percent') return formatPercent(text)
  if (kind === 'money') return formatMoney(text)
  if (kind === 'days') return m.staff_audit_days({ days: formatNumber(text) })
  return formatNumber(text, { grouping: kind !== 'count' || Number(text) >= 10_000 })
}

/** The change lines of one entry. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const snapshot = (entry.after ?? entry.before) as Record<string, unknown> | null
  const couponKind = entry.subject_type === 'coupon' ? snapshot?.kind : undefined
  return (
    <ul className="grid gap-0.5 text-xs" data-testid="audit-changes">
      {entry.changes.slice(0, 12).map((c: Change) => {
        const code = KINDS[c.field] === 'code'
        const before = shownValue(c.field, c.before, couponKind)
        const after = shownValue(c.field, c.after, couponKind)
        return (
          <li key={`${c.step ?? 0}-${c.field}`} className="break-words">
            {c.step ? (
              <span className="text-muted-foreground">
                {m.staff_audit_step({ step: localDigits(c.step) })} ·{' '}
              </span>
            ) : null}
            <span className="font-medium">{fieldWord(c.field, entry.subject_type)}</span>{' '}
            {c.before === null && entry.before === null ? (
              <Value text={after} code={code} />
            ) : (
              <>
                <Value text={before} code={code} /> {m.staff_audit_arrow()}{' '}
                <Value text={after} code={code} />
              </>
            )}
          </li>
        )
      })}
    </ul>
  )
}

/** Hashes and addresses keep their own direction; words take the page's. */
function Value({ text, code }: { text: string; code: boolean }) {
  return code ? (
    <bdi dir="ltr" className="break-all font-mono">
      {text}
    </bdi>
  ) : (
    // Titles and notes read in the direction they were typed in.
    <bdi dir="auto">{text}</bdi>
  )
}
