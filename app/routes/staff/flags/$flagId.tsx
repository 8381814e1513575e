import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '~/components/layout/page-header'
import { DecisionDialog } from '~/components/staff/decision-dialog'
import { Evidence } from '~/components/staff/flags/evidence'
import { FlagSubjects } from '~/components/staff/flags/flag-subjects'
import { flagStatusText, kindText, severityText } from '~/components/staff/flags/flag-words'
import { staffHead } from '~/components/staff/staff-head'
import { useStaffDecided } from '~/components/staff/staff-queue'
import { Card, CardContent, CardHeader } from '~/components/ui/card'
import { formatDateTime, localDigits } from '~/lib/format'
import { idFromPath } from '~/lib/path-id'
import { staffFlagQuery } from '~/lib/queries/staff-flags'
import { m } from '~/paraglide/messages'
import {
  staffFlagsConfirmFlag,
  staffFlagsDismissFlag,
} from '~/server/generated/staff-flags.functions'

export const Route = createFileRoute('/staff/flags/$flagId')({
  codeSplitGroupings: [['loader', 'component']],
  head: staffHead('flags'),
  params: {
    parse: (p) => ({ flagId: idFromPath(p.flagId) }),
    stringify: (p) => ({ flagId: String(p.flagId) }),
  },
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(staffFlagQuery(params.flagId)),
  component: Page,
})

function Page() {
  const { flagId } = Route.useParams()
  const flag = useSuspenseQuery(staffFlagQuery(flagId)).data.data
  const decided = useStaffDecided()
  const title = m.flag_detail_title({ id: localDigits(flag.id) })
  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader title={title} />
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{m.flag_col_kind()}</dt>
            <dd data-testid="flag-kind">{kindText(flag.kind)}</dd>
            <dt className="text-muted-foreground">{m.flag_col_severity()}</dt>
            <dd>{severityText(flag.severity)}</dd>
            <dt className="text-muted-foreground">{m.flag_col_status()}</dt>
            <dd data-testid="flag-status">
              {flagStatusText(flag.status)}
              {flag.decided_at && flag.decided_by
                ? ` — ${m.flag_decided({
                    status: flagStatusText(flag.status),
                    email: flag.decided_by.email,
                    date: formatDateTime(flag.decided_at),
                  })}`
                : ''}
            </dd>
            {flag.reason && (
              <>
                <dt className="text-muted-foreground">{m.flag_reason()}</dt>
                <dd dir="auto" data-testid="flag-reason">
                  {flag.reason}
                </dd>
              </>
            )}
            <dt className="text-muted-foreground">{m.flag_col_raised()}</dt>
            <dd>{formatDateTime(flag.created_at)}</dd>
            <dt className="text-muted-foreground">{m.flag_col_subjects()}</dt>
            <dd>
              <FlagSubjects flag={flag} />
            </dd>
          </dl>
          {flag.status === 'open' && (
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
                  await staffFlagsDismissFlag({
                    data: { params: { flagId: flag.id }, body: { reason } },
                  })
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
                  await staffFlagsConfirmFlag({
                    data: { params: { flagId: flag.id }, body: { reason } },
                  })
                  await decided(m.flag_confirmed_done())
                }}
              />
            </div>
          )}
        </CardHeader>
        <CardContent>
          <Evidence evidence={flag.evidence} />
        </CardContent>
      </Card>
    </div>
  )
}
