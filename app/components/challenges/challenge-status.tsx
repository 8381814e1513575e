/**
 * A challenge's or step's status as a coloured badge. A step that ran out
 * of days is failed by the time limit (rules.md, Expiry); only a demo
 * account simply expires.
 */
import { cn } from '~/lib/utils'
import { m } from '~/paraglide/messages'

const text: Record<string, () => string> = {
  active: () => m.challenges_status_active(),
  passed: () => m.challenges_status_passed(),
  failed: () => m.challenges_status_failed(),
  expired: () => m.challenges_status_expired(),
  funded: () => m.challenges_status_funded(),
  refunded: () => m.challenges_status_refunded(),
  pending: () => m.challenges_status_pending(),
}

const tone: Record<string, string> = {
  active: 'bg-primary/10 text-primary',
  passed: 'bg-long/15 text-long',
  funded: 'bg-long/15 text-long',
  failed: 'bg-short/15 text-short',
  expired: 'bg-muted text-muted-foreground',
  pending: 'bg-muted text-muted-foreground',
  refunded: 'bg-muted text-muted-foreground',
}

export function ChallengeStatus({ status, phase }: { status: string; phase?: string }) {
  const timedOut = status === 'expired' && phase !== 'demo'
  const label = timedOut ? m.challenges_status_failed_time_limit() : (text[status]?.() ?? status)
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 font-medium text-xs',
        tone[timedOut ? 'failed' : status] ?? 'bg-muted',
      )}
    >
      {label}
    </span>
  )
}
