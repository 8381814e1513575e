import { cn } from '~/lib/utils'
import { m } from '~/paraglide/messages'

const texts: Record<string, () => string> = {
  pending: m.money_status_pending,
  paid: m.money_status_paid,
  under_review: m.money_status_under_review,
  rejected: m.money_status_rejected,
  approved: m.money_status_approved,
  active: m.money_status_active,
  expired: m.money_status_expired,
  failed: m.money_status_failed,
  passed: m.money_status_passed,
  funded: m.money_status_funded,
  refunded: m.money_status_refunded,
  canceled: m.money_status_canceled,
}

const tones: Record<string, string> = {
  pending: 'bg-amber-500/15 text-amber-700 dark:text-amber-300',
  under_review: 'bg-amber-500/15 text-amber-700 dark:text-amber-300',
  paid: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  approved: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  active: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  funded: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  passed: 'bg-sky-500/15 text-sky-700 dark:text-sky-300',
  refunded: 'bg-muted text-muted-foreground',
  canceled: 'bg-muted text-muted-foreground',
}

/** A status as a coloured word in the page's language. */
export function StatusPill({ status }: { status: string }) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 font-medium text-xs',
        tones[status] ?? 'bg-destructive/15 text-destructive',
      )}
    >
      {texts[status]?.() ?? status}
    </span>
  )
}
