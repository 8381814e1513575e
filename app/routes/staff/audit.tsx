import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import type { AuditEntry } from '#contract/staff.ts'
import { PageHeader } from '~/components/layout/page-header'
import { type Column, ListTable } from '~/components/money/list-table'
import { pageSearch } from '~/components/staff/staff-search'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { formatDateTime } from '~/lib/money-format'
import { staffAuditQuery } from '~/lib/queries/staff'
import { m } from '~/paraglide/messages'

const PER_PAGE = 50

export const Route = createFileRoute('/staff/audit')({
  // The loader (and the query factories it brings) loads with the page, not in the entry (decision 320).
  codeSplitGroupings: [['loader', 'component']],
  head: () => ({ meta: [{ title: m.staff_nav_audit() }] }),
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(staffAuditQuery({ page: deps.page, per_page: PER_PAGE })),
  component: Page,
})

/** A before/after snapshot, compact. */
function snapshot(value: unknown): string {
  if (value === null || value === undefined) return '—'
  return JSON.stringify(value)
}

function Page() {
  const page = Route.useSearch().page ?? 1
  const answer = useSuspenseQuery(staffAuditQuery({ page, per_page: PER_PAGE })).data
  const columns: Column<AuditEntry>[] = [
    { header: m.staff_col_when(), cell: (e) => formatDateTime(e.created_at) },
    {
      header: m.staff_col_actor(),
      cell: (e) => <bdi dir="ltr">{e.actor?.email ?? m.staff_system()}</bdi>,
    },
    { header: m.staff_col_action(), cell: (e) => <code className="text-xs">{e.action}</code> },
    {
      header: m.staff_col_subject(),
      cell: (e) => (
        <code className="text-xs">
          {e.subject_type}
          {e.subject_id ? ` #${e.subject_id}` : ''}
        </code>
      ),
    },
    { header: m.staff_note(), cell: (e) => e.note ?? '—' },
    {
      header: m.staff_col_change(),
      cell: (e) => (
        <code
          dir="ltr"
          className="block max-w-80 truncate text-xs"
          title={`${snapshot(e.before)} → ${snapshot(e.after)}`}
        >
          {snapshot(e.before)} → {snapshot(e.after)}
        </code>
      ),
    },
  ]
  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader title={m.staff_nav_audit()} />
      <Card>
        <CardContent className="grid gap-4 pt-5">
          <ListTable label={m.staff_nav_audit()} columns={columns} rows={answer.data} />
          <div className="flex items-center justify-between gap-2 text-sm">
            <span className="text-muted-foreground">
              {m.staff_page_of({
                page: String(answer.meta.current_page),
                pages: String(answer.meta.last_page),
              })}
            </span>
            <div className="flex gap-2">
              {page > 1 ? (
                <Button asChild variant="outline" size="sm">
                  <Link to="." search={{ page: page - 1 }}>
                    {m.staff_previous()}
                  </Link>
                </Button>
              ) : null}
              {page < answer.meta.last_page ? (
                <Button asChild variant="outline" size="sm">
                  <Link to="." search={{ page: page + 1 }}>
                    {m.staff_next()}
                  </Link>
                </Button>
              ) : null}
            </div>
          </div>
        </CardContent>
      </Card>
    </div>
  )
}
