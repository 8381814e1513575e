import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import type { StaffUserDetail } from '#contract/staff.ts'
import { PageHeader } from '~/components/layout/page-header'
import { Amount } from '~/components/money/amount'
import { type Column, ListTable } from '~/components/money/list-table'
import { StatusPill } from '~/components/money/status-pill'
import { IdentitySection } from '~/components/staff/identity-section'
import { RoleChanger } from '~/components/staff/role-changer'
import { staffHead } from '~/components/staff/staff-head'
import { AccountRef, UserRef } from '~/components/staff/staff-ref'
import { accountTypeText, roleText } from '~/components/staff/staff-words'
import { PaymentsTable, TicketsTable } from '~/components/staff/user-payments'
import { WithdrawalFreeze } from '~/components/staff/withdrawal-freeze'
import { Card, CardContent, CardHeader } from '~/components/ui/card'
import { formatDateTime } from '~/lib/money-format'
import { idFromPath } from '~/lib/path-id'
import { staffUserQuery } from '~/lib/queries/staff'
import { m } from '~/paraglide/messages'

type Challenge = StaffUserDetail['challenges'][number]
type RealW = StaffUserDetail['real_withdraws'][number]
type ReferralW = StaffUserDetail['referral_withdraws'][number]

export const Route = createFileRoute('/staff/users/$userId')({
  // The loader (and the query factories it brings) loads with the page, not in the entry (decision 320).
  codeSplitGroupings: [['loader', 'component']],
  head: staffHead('users'),
  params: {
    parse: (p) => ({ userId: idFromPath(p.userId) }),
    stringify: (p) => ({ userId: String(p.userId) }),
  },
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(staffUserQuery(params.userId)),
  component: Page,
})

function Page() {
  const { userId } = Route.useParams()
  const user = useSuspenseQuery(staffUserQuery(userId)).data.data
  const { staff } = Route.useRouteContext()
  const challengeColumns: Column<Challenge>[] = [
    { header: m.money_col_title(), cell: (c) => <AccountRef id={c.id} title={c.title} /> },
    { header: m.money_col_type(), cell: (c) => accountTypeText(c.type) },
    { header: m.money_col_status(), cell: (c) => <StatusPill status={c.status} /> },
    { header: m.real_col_initial(), cell: (c) => <Amount value={c.initial_balance} /> },
    { header: m.money_col_balance(), cell: (c) => <Amount value={c.balance} /> },
    { header: m.money_col_created(), cell: (c) => formatDateTime(c.created_at) },
  ]
  const realColumns: Column<RealW>[] = [
    { header: m.money_col_account(), cell: (w) => w.account_title },
    { header: m.money_col_amount(), cell: (w) => <Amount value={w.amount} /> },
    { header: m.money_col_status(), cell: (w) => <StatusPill status={w.status} /> },
    { header: m.money_col_created(), cell: (w) => formatDateTime(w.created_at) },
  ]
  const referralColumns: Column<ReferralW>[] = [
    { header: m.money_col_amount(), cell: (w) => <Amount value={w.amount} /> },
    { header: m.money_col_status(), cell: (w) => <StatusPill status={w.status} /> },
    { header: m.money_col_created(), cell: (w) => formatDateTime(w.created_at) },
    { header: m.money_col_result(), cell: (w) => <span dir="auto">{w.result ?? '—'}</span> },
  ]
  return (
    <div className="grid grid-cols-1 max-w-5xl gap-4">
      <PageHeader title={<bdi dir="ltr">{user.email}</bdi>} />
      {user.withdrawal_freeze ? (
        <WithdrawalFreeze userId={user.id} email={user.email} freeze={user.withdrawal_freeze} />
      ) : null}
      <Card>
        <CardContent className="grid gap-3 pt-5 text-sm sm:grid-cols-3">
          <Fact label={m.staff_col_name()}>{user.name ?? '—'}</Fact>
          <Fact label={m.staff_col_phone()}>
            <bdi dir="ltr">{user.phone ?? '—'}</bdi>
          </Fact>
          <Fact label={m.staff_col_role()}>
            {staff.role === 'admin' ? (
              <RoleChanger key={user.role} userId={user.id} email={user.email} role={user.role} />
            ) : (
              roleText(user.role)
            )}
          </Fact>
          <Fact label={m.referral_code()}>
            <bdi dir="ltr">{user.referral_code}</bdi>
          </Fact>
          <Fact label={m.staff_referred_by()}>
            {user.referred_by ? <UserRef user={user.referred_by} /> : '—'}
          </Fact>
          <Fact label={m.referral_col_joined()}>{formatDateTime(user.created_at)}</Fact>
          <Fact label={m.referral_available()}>
            <Amount value={user.credit.available} />
          </Fact>
          <Fact label={m.referral_pending()}>
            <Amount value={user.credit.pending} />
          </Fact>
          <Fact label={m.staff_freeze_col()}>
            {user.withdrawal_freeze ? m.staff_freeze_title() : m.staff_freeze_none()}
          </Fact>
        </CardContent>
      </Card>
      <Section title={m.staff_identity_title()}>
        <IdentitySection identity={user.identity} />
      </Section>
      <Section title={m.staff_user_accounts()}>
        <ListTable
          label={m.staff_user_accounts()}
          columns={challengeColumns}
          rows={user.challenges}
        />
      </Section>
      <Section title={m.staff_payments()}>
        <PaymentsTable
          payments={user.payments}
          email={user.email}
          canRefund={staff.role === 'admin'}
        />
      </Section>
      <Section title={m.staff_nav_tickets()}>
        <TicketsTable tickets={user.tickets} />
      </Section>
      <Section title={m.staff_nav_real_withdrawals()}>
        <ListTable
          label={m.staff_nav_real_withdrawals()}
          columns={realColumns}
          rows={user.real_withdraws}
        />
      </Section>
      <Section title={m.staff_nav_referral_withdrawals()}>
        <ListTable
          label={m.staff_nav_referral_withdrawals()}
          columns={referralColumns}
          rows={user.referral_withdraws}
        />
      </Section>
    </div>
  )
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <div className="text-muted-foreground text-xs">{label}</div>
      <div>{children}</div>
    </div>
  )
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold leading-none">{title}</h2>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}
