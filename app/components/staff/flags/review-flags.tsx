/**
 * The flags of a payout's review window (issue 33): each with its evidence,
 * and an open one decided right there (dismissed or confirmed with a
 * reason), so the reviewer decides the flag and then the payout from one
 * screen. A dismissed flag stops holding the payout; after a confirmation
 * the reviewer rejects what should not be paid (decision 585).
 */
import { Link } from '@tanstack/react-router'
import type { RiskFlag } from '#contract/staff-flags.ts'
import { DecisionDialog } from '~/components/staff/decision-dialog'
import { Evidence } from '~/components/staff/flags/evidence'
import { flagStatusText, kindText } from '~/components/staff/flags/flag-words'
import { useStaffDecided } from '~/components/staff/staff-queue'
import { Card, CardContent, CardHeader } from '~/components/ui/card'
import { localDigits } from '~/lib/format'
import { m } from '~/paraglide/messages'
import {
  staffFlagsConfirmFlag,
  staffFlagsDismissFlag,
} from '~/server/generated/staff-flags.functions'

function FlagDecisions({ flag }: { flag: RiskFlag }) {
  const decided = useStaffDecided()
  return (
    <div className="flex gap-2">
      <DecisionDialog
        action={m.flag_dismiss()}
        title={m.flag_dismiss_title()}
        description={m.flag_decide_description()}
        noteLabel={m.flag_reason()}
        requiredText={m.staff_validation_reason_required}
        noteRequired
        destructive
        onDecide={async (reason) => {
          await staffFlagsDismissFlag({ data: { params: { flagId: flag.id }, body: { reason } } })
          await decided(m.flag_dismissed_done())
        }}
      />
      <DecisionDialog
        action={m.flag_confirm()}
        title={m.flag_confirm_title()}
        description={m.flag_decide_description()}
        noteLabel={m.flag_reason()}
        requiredText={m.staff_validation_reason_required}
        noteRequired
        onDecide={async (reason) => {
          await staffFlagsConfirmFlag({ data: { params: { flagId: flag.id }, body: { reason } } })
          await decided(m.flag_confirmed_done())
        }}
      />
    </div>
  )
}

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
