import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import type { StaffUser } from '#contract/staff.ts'
import { PageHeader } from '~/components/layout/page-header'
import { type Column, ListTable } from '~/components/money/list-table'
import { staffHead } from '~/components/staff/staff-head'
import { UserRef } from '~/components/staff/staff-ref'
import { pageSearch, textSearch } from '~/components/staff/staff-search'
import { roleText } from '~/components/staff/staff-words'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { localDigits } from '~/lib/format'
import { formatDate } from '~/lib/money-format'
import { staffUsersQuery } from '~/lib/queries/staff'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/staff/users/')({
  head: staffHead('users'),
  validateSearch: (search: Record<string, unknown>) => ({
    ...textSearch(search),
    ...pageSearch(search),
  }),
  component: Page,
})

function Page() {
  const { q = '', page = 1 } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const [text, setText] = useState(q)
  const inputId = useId()
  // Without a search, every user, newest first, a page at a time (issue 25).
  const found = useQuery({ ...staffUsersQuery(q, page), placeholderData: keepPreviousData })
  const meta = found.data?.meta
  const columns: Column<StaffUser>[] = [
    { header: m.staff_col_user(), cell: (u) => <UserRef user={u} /> },
    { header: m.staff_col_phone(), cell: (u) => <bdi dir="ltr">{u.phone ?? '—'}</bdi> },
    { header: m.staff_col_role(), cell: (u) => roleText(u.role) },
    { header: m.referral_code(), cell: (u) => <bdi dir="ltr">{u.referral_code}</bdi> },
    { header: m.referral_col_joined(), cell: (u) => formatDate(u.created_at) },
  ]
  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader title={m.staff_nav_users()} />
      <search>
        <form
          className="flex max-w-xl items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            void navigate({ search: { q: text.trim() || undefined } })
          }}
        >
          <div className="grid flex-1 gap-1.5">
            <label htmlFor={inputId} className="font-medium text-sm">
              {m.staff_user_search()}
            </label>
            <Input
              id={inputId}
              value={text}
              onChange={(e) => setText(e.target.value)}
              dir="ltr"
              placeholder="name@example.com"
            />
          </div>
          <Button type="submit">{m.staff_search()}</Button>
        </form>
      </search>
      <Card>
        <CardContent className="pt-5">
          {found.data ? (
            <>
              <ListTable label={m.staff_nav_users()} columns={columns} rows={found.data.data} />
              {meta && meta.last_page > 1 ? (
                <nav
                  aria-label={m.support_pagination()}
                  className="flex items-center justify-between gap-3 pt-4 text-sm"
                >
                  <Button variant="outline" size="sm" asChild={page > 1} disabled={page <= 1}>
                    {page > 1 ? (
                      <Link to="/staff/users" search={{ q: q || undefined, page: page - 1 }}>
                        {m.support_previous()}
                      </Link>
                    ) : (
                      <span>{m.support_previous()}</span>
                    )}
                  </Button>
                  <span className="text-muted-foreground">
                    {m.support_page_of({
                      page: localDigits(page),
                      pages: localDigits(meta.last_page),
                    })}
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    asChild={page < meta.last_page}
                    disabled={page >= meta.last_page}
                  >
                    {page < meta.last_page ? (
                      <Link to="/staff/users" search={{ q: q || undefined, page: page + 1 }}>
                        {m.support_next()}
                      </Link>
                    ) : (
                      <span>{m.support_next()}</span>
                    )}
                  </Button>
                </nav>
              ) : null}
            </>
          ) : (
            <p className="text-muted-foreground text-sm">{m.staff_loading()}</p>
          )}
        </CardContent>
      </Card>
    </div>
  )
}
