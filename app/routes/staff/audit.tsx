import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import type { AuditEntry } from '#contract/staff.ts'
import { PageHeader } from '~/components/layout/page-header'
import { type Column, ListTable } from '~/components/money/list-table'
import { AuditChanges } from '~/components/staff/audit-changes'
import { subjectText } from '~/components/staff/audit-fields'
import { auditActions, auditActionText } from '~/components/staff/audit-words'
import { staffHead } from '~/components/staff/staff-head'
import { pageSearch } from '~/components/staff/staff-search'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { localDigits } from '~/lib/format'
import { formatDateTime } from '~/lib/money-format'
import { staffAuditQuery } from '~/lib/queries/staff'
import { m } from '~/paraglide/messages'

const PER_PAGE = 50

export const Route = createFileRoute('/staff/audit')({
  // The loader (and the query factories it brings) loads with the page, not in the entry (decision 320).
  codeSplitGroupings: [['loader', 'component']],
  head: staffHead('audit'),
  validateSearch: auditSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(staffAuditQuery(queryOf(deps))),
  component: Page,
})

interface AuditSearch {
  page?: number
  action?: string
  actor?: string
  subject_type?: string
  subject_id?: number
}

/** Plain functions, not schemas: route options load with the entry chunk (decision 320). */
function auditSearch(search: Record<string, unknown>): AuditSearch {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined)
  const id = Number(search.subject_id)
  return {
    ...pageSearch(search),
    action: text(search.action),
    actor: text(search.actor),
    subject_type: text(search.subject_type),
    subject_id: Number.isInteger(id) && id > 0 ? id : undefined,
  }
}

const queryOf = (s: AuditSearch) => ({
  page: s.page ?? 1,
  per_page: PER_PAGE,
  ...(s.action ? { action: s.action } : {}),
  ...(s.actor ? { actor: s.actor } : {}),
  ...(s.subject_type ? { subject_type: s.subject_type } : {}),
  ...(s.subject_id ? { subject_id: s.subject_id } : {}),
})

function Subject({ entry }: { entry: AuditEntry }) {
  const label = subjectText(entry)
  if (entry.subject_type === 'user' && entry.subject_id)
    return (
      <Link
        to="/staff/users/$userId"
        params={{ userId: entry.subject_id }}
        className="text-primary"
      >
        <bdi dir="ltr">{label}</bdi>
      </Link>
    )
  if (entry.subject_type === 'ticket' && entry.subject_id)
    return (
      <Link
        to="/staff/tickets/$ticketId"
        params={{ ticketId: entry.subject_id }}
        className="text-primary"
      >
        {label}
      </Link>
    )
  return (
    <Link
      to="."
      search={{ subject_type: entry.subject_type, subject_id: entry.subject_id ?? undefined }}
      className="text-primary"
    >
      {label}
    </Link>
  )
}

function Page() {
  const search = Route.useSearch()
  const page = search.page ?? 1
  const answer = useSuspenseQuery(staffAuditQuery(queryOf(search))).data
  const columns: Column<AuditEntry>[] = [
    {
      // One stacked cell (what, on what, by whom, when): the changes get the width (issue 25).
      header: m.staff_col_action(),
      className: 'min-w-40 align-top whitespace-normal',
      cell: (e) => (
        <div className="grid gap-0.5">
          <span className="font-medium">{auditActionText(e.action)}</span>
          <span className="break-all">
            <Subject entry={e} />
          </span>
          <span className="break-all text-muted-foreground text-xs">
            <bdi dir="ltr">{e.actor?.email ?? m.staff_system()}</bdi> ·{' '}
            {formatDateTime(e.created_at)}
          </span>
        </div>
      ),
    },
    {
      header: m.staff_col_change(),
      className: 'align-top whitespace-normal',
      cell: (e) => (
        <div className="grid gap-1">
          <AuditChanges entry={e} />
          {e.note ? (
            <p dir="auto" className="text-muted-foreground text-xs">
              {e.note}
            </p>
          ) : null}
        </div>
      ),
    },
  ]
  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader title={m.staff_nav_audit()} />
      <AuditFilter search={search} />
      <SubjectFilter search={search} rows={answer.data} />
      <Card>
        <CardContent className="grid gap-4 pt-5">
          <ListTable label={m.staff_nav_audit()} columns={columns} rows={answer.data} />
          <div className="flex items-center justify-between gap-2 text-sm">
            <span className="text-muted-foreground">
              {m.staff_page_of({
                page: localDigits(answer.meta.current_page),
                pages: localDigits(answer.meta.last_page),
              })}
            </span>
            <div className="flex gap-2">
              {page > 1 ? (
                <Button asChild variant="outline" size="sm">
                  <Link to="." search={{ ...search, page: page - 1 }}>
                    {m.staff_previous()}
                  </Link>
                </Button>
              ) : null}
              {page < answer.meta.last_page ? (
                <Button asChild variant="outline" size="sm">
                  <Link to="." search={{ ...search, page: page + 1 }}>
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

function AuditFilter({ search }: { search: AuditSearch }) {
  const navigate = useNavigate({ from: Route.fullPath })
  const [actor, setActor] = useState(search.actor ?? '')
  const [action, setAction] = useState(search.action ?? '')
  const actorId = useId()
  const actionId = useId()
  return (
    <search>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          void navigate({
            search: {
              actor: actor.trim() || undefined,
              action: action || undefined,
              subject_type: search.subject_type,
              subject_id: search.subject_id,
            },
          })
        }}
      >
        <div className="grid gap-1.5">
          <label htmlFor={actorId} className="font-medium text-sm">
            {m.staff_audit_filter_actor()}
          </label>
          <Input id={actorId} value={actor} onChange={(e) => setActor(e.target.value)} dir="ltr" />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={actionId} className="font-medium text-sm">
            {m.staff_audit_filter_action()}
          </label>
          <select
            id={actionId}
            value={action}
            onChange={(e) => setAction(e.target.value)}
            className="h-9 rounded-md border bg-background px-2 text-sm"
          >
            <option value="">{m.staff_audit_any()}</option>
            {auditActions.map((a) => (
              <option key={a} value={a}>
                {auditActionText(a)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">{m.staff_audit_filter()}</Button>
      </form>
    </search>
  )
}

/**
 * A subject clicked in the log narrows it to that subject: said in words
 * above the table, with the way back (issue 32: the filter was invisible).
 */
function SubjectFilter({ search, rows }: { search: AuditSearch; rows: AuditEntry[] }) {
  if (!search.subject_type) return null
  const shown = rows.find(
    (r) => r.subject_type === search.subject_type && r.subject_id === (search.subject_id ?? null),
  )
  const subject = shown
    ? subjectText(shown)
    : subjectText({
        subject_type: search.subject_type,
        subject_id: search.subject_id ?? null,
        subject_label: null,
        subject_owner: null,
        subject_name: null,
      })
  return (
    <div
      className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm"
      data-testid="audit-subject-filter"
    >
      <span>{m.staff_audit_showing({ subject })}</span>
      <Button asChild variant="outline" size="sm">
        <Link to="." search={{ actor: search.actor, action: search.action }}>
          {m.staff_audit_clear()}
        </Link>
      </Button>
    </div>
  )
}
