import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import type { RiskFlag } from '#contract/staff-flags.ts'
import { PageHeader } from '~/components/layout/page-header'
import { type Column, ListTable } from '~/components/money/list-table'
import { type FlagStatus, flagStatuses } from '~/components/staff/flags/flag-statuses'
import { FlagSubjects } from '~/components/staff/flags/flag-subjects'
import { flagStatusText, kindText, severityText } from '~/components/staff/flags/flag-words'
import { ThresholdsCard } from '~/components/staff/flags/thresholds-card'
import { staffHead } from '~/components/staff/staff-head'
import { statusSearch } from '~/components/staff/staff-search'
import { StatusTabs } from '~/components/staff/status-tabs'
import { Card, CardContent } from '~/components/ui/card'
import { formatDateTime, localDigits } from '~/lib/format'
import { staffFlagsQuery, staffThresholdsQuery } from '~/lib/queries/staff-flags'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/staff/flags/')({
  codeSplitGroupings: [['loader', 'component']],
  head: staffHead('flags'),
  validateSearch: (search: Record<string, unknown>): { status?: FlagStatus } =>
    statusSearch(flagStatuses)(search),
  loaderDeps: ({ search }) => ({ status: search.status ?? 'open' }),
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(staffFlagsQuery(deps.status)),
      context.queryClient.ensureQueryData(staffThresholdsQuery()),
    ]),
  component: Page,
})

function Page() {
  const status: FlagStatus = Route.useSearch().status ?? 'open'
  const rows = useSuspenseQuery(staffFlagsQuery(status)).data.data
  const thresholds = useSuspenseQuery(staffThresholdsQuery()).data.data
  const { staff } = Route.useRouteContext()
  const columns: Column<RiskFlag>[] = [
    {
      header: m.flag_col_flag(),
      cell: (f) => (
        <Link
          to="/staff/flags/$flagId"
          params={{ flagId: f.id }}
          className="font-medium underline-offset-4 hover:underline"
        >
          #{localDigits(f.id)}
        </Link>
      ),
    },
    { header: m.flag_col_kind(), cell: (f) => kindText(f.kind) },
    { header: m.flag_col_severity(), cell: (f) => severityText(f.severity) },
    { header: m.flag_col_subjects(), cell: (f) => <FlagSubjects flag={f} /> },
    { header: m.flag_col_raised(), cell: (f) => formatDateTime(f.created_at) },
    { header: m.flag_col_status(), cell: (f) => flagStatusText(f.status) },
  ]
  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader title={m.staff_nav_flags()} />
      <StatusTabs
        statuses={flagStatuses}
        current={status}
        label={m.staff_status_filter()}
        text={flagStatusText}
      />
      <Card>
        <CardContent className="pt-5">
          <ListTable label={m.staff_nav_flags()} columns={columns} rows={rows} />
        </CardContent>
      </Card>
      <ThresholdsCard
        key={JSON.stringify(thresholds)}
        thresholds={thresholds}
        canSave={staff.role === 'admin'}
      />
    </div>
  )
}
