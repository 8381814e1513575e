import { cn } from '~/lib/utils'

/** Verified or not, for a phone number or an e-mail address: the dot carries the colour, the text stays readable. */
export function VerifiedBadge({ verified, label }: { verified: boolean; label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 font-medium text-xs">
      <span
        aria-hidden="true"
        className={cn('size-1.5 rounded-full', verified ? 'bg-success' : 'bg-warning')}
      />
      {label}
    </span>
  )
}
