/**
 * The flags of a payout's review window (issue 33): each with its evidence,
 * and an open one decided right there (dismissed or confirmed with a
 * reason), so the reviewer decides the flag and then the payout from one
 * screen. A dismissed flag stops holding the payout; after a confirmation
 * the reviewer rejects what should not be paid (decision 585).
 */
import { Link } from '@tanstack/react-router'
import type { RiskFlag } from '#contract/staff-flags.ts'
import { Evidence } from '~/components/staff/flags/evidence'
import { FlagDecisions } from '~/components/staff/flags/flag-decisions'
import { flagStatusText, kindText } from '~/components/staff/flags/flag-words'
import { Card, CardContent, CardHeader } from '~/components/ui/card'
import { localDigits } from '~/lib/format'
import { m } from '~/paraglide/messages'

export function ReviewFlags({ flags, pending }: { flags: RiskFlag[]; pending: boolean }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold">{m.review_flags()}</h2>
      </CardHeader>
      <CardContent>
        {flags.length === 0 ? (
          <p className="text-muted-foreground text-sm">{m.review_no_flags()}</p>
        ) : (
          <ul className="grid gap-6" data-testid="review-flags">
            {flags.map((f) => (
              <li key={f.id} className="grid gap-3" data-testid={`review-flag-${f.id}`}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p>
                    <Link
                      to="/staff/flags/$flagId"
                      params={{ flagId: f.id }}
                      className="font-medium underline-offset-4 hover:underline"
                    >
                      #{localDigits(f.id)} {kindText(f.kind)}
                    </Link>{' '}
                    — <span data-testid="review-flag-status">{flagStatusText(f.status)}</span>
                  </p>
                  {pending && f.status === 'open' && <FlagDecisions flag={f} />}
                </div>
                {f.reason && (
                  <p className="text-sm">
                    <span className="text-muted-foreground">{m.flag_reason()}: </span>
                    <bdi dir="auto">{f.reason}</bdi>
                  </p>
                )}
                <Evidence evidence={f.evidence} idPrefix={`flag-${f.id}-evidence`} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
