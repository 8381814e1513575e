import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '~/components/layout/page-header'
import { Evidence } from '~/components/staff/flags/evidence'
import { FlagDecisions } from '~/components/staff/flags/flag-decisions'
import { FlagSubjects } from '~/components/staff/flags/flag-subjects'
import { flagStatusText, kindText, severityText } from '~/components/staff/flags/flag-words'
import { staffHead } from '~/components/staff/staff-head'
import { Card, CardContent, CardHeader } from '~/components/ui/card'
import { formatDateTime, localDigits } from '~/lib/format'
import { idFromPath } from '~/lib/path-id'
import { staffFlagQuery } from '~/lib/queries/staff-flags'
import { m } from '~/paraglide/messages'

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
          {flag.status === 'open' && <FlagDecisions flag={flag} />}
        </CardHeader>
        <CardContent>
          <Evidence evidence={flag.evidence} />
        </CardContent>
      </Card>
    </div>
  )
}
