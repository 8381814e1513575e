import { useQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import type { StaffUser } from '#contract/staff.ts'
import { PageHeader } from '~/components/layout/page-header'
import { type Column, ListTable } from '~/components/money/list-table'
import { UserRef } from '~/components/staff/staff-ref'
import { textSearch } from '~/components/staff/staff-search'
import { roleText } from '~/components/staff/staff-words'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { formatDate } from '~/lib/money-format'
import { staffUsersQuery } from '~/lib/queries/staff'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/staff/users/')({
  head: () => ({ meta: [{ title: m.staff_nav_users() }] }),
  validateSearch: textSearch,
  component: Page,
})

function Page() {
  const { q = '' } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const [text, setText] = useState(q)
  const inputId = useId()
  // Without a search, the newest users (issue 25).
  const found = useQuery(staffUsersQuery(q))
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
            <ListTable label={m.staff_nav_users()} columns={columns} rows={found.data.data} />
          ) : (
            <p className="text-muted-foreground text-sm">{m.staff_loading()}</p>
          )}
        </CardContent>
      </Card>
    </div>
  )
}
