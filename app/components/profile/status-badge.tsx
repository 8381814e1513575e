import { cn } from '~/lib/utils'

/** Verified or not, for a phone number or an e-mail address. */
export function VerifiedBadge({ verified, label }: { verified: boolean; label: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 font-medium text-xs',
        verified ? 'bg-success/15 text-success' : 'bg-warning/15 text-warning',
      )}
    >
      {label}
    </span>
  )
}
