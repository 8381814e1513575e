import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { PageHeader } from '~/components/layout/page-header'
import { panelHead } from '~/components/layout/panel-head'
import { Amount } from '~/components/money/amount'
import { CopyField } from '~/components/referral/copy-field'
import { FriendsTable, ReferralWithdrawsTable } from '~/components/referral/referral-tables'
import { ReferralWithdrawDialog } from '~/components/referral/referral-withdraw-dialog'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { formatAmount } from '~/lib/money-format'
import { moneyOutFactorQuery, payoutAddressesQuery } from '~/lib/queries/payouts'
import {
  referralInfoQuery,
  referralWithdrawsQuery,
  referredFriendsQuery,
} from '~/lib/queries/referrals'
import { m } from '~/paraglide/messages'

const page = { per_page: 50 }

export const Route = createFileRoute('/_panel/referral')({
  // The loader (and the query factories it brings) loads with the page, not in the entry (decision 320).
  codeSplitGroupings: [['loader', 'component']],
  head: panelHead('referral'),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(referralInfoQuery()),
      context.queryClient.ensureQueryData(referredFriendsQuery(page)),
      context.queryClient.ensureQueryData(referralWithdrawsQuery(page)),
      context.queryClient.ensureQueryData(payoutAddressesQuery()),
      context.queryClient.ensureQueryData(moneyOutFactorQuery()),
    ]),
  component: Page,
})

function Page() {
  const info = useSuspenseQuery(referralInfoQuery()).data.data
  const friends = useSuspenseQuery(referredFriendsQuery(page)).data.data
  const withdraws = useSuspenseQuery(referralWithdrawsQuery(page)).data.data
  return (
    <div className="grid grid-cols-1 max-w-5xl gap-6">
      <PageHeader title={m.page_referral()} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{m.referral_invite_title()}</CardTitle>
            <CardDescription>
              {m.referral_invite_body({ percent: formatAmount(info.reward_percent, 0) })}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <CopyField
              label={m.referral_code()}
              value={info.code}
              copyLabel={m.referral_copy_code()}
              copied={m.referral_code_copied()}
            />
            <CopyField
              label={m.referral_link()}
              value={info.link}
              copyLabel={m.referral_copy_link()}
              copied={m.referral_link_copied()}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{m.referral_balance()}</CardTitle>
            <CardDescription>{m.referral_balance_body()}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <dl className="grid grid-cols-3 gap-3">
              <Figure label={m.referral_available()} testId="referral-available">
                <Amount value={info.balance} />
              </Figure>
              <Figure label={m.referral_pending()} testId="referral-pending">
                <Amount value={info.pending} />
              </Figure>
              <Figure label={m.referral_total_earned()} testId="referral-earned">
                <Amount value={info.total_earned} />
              </Figure>
            </dl>
            <div className="flex flex-wrap items-center gap-3">
              <ReferralWithdrawDialog balance={info.balance} minimum={info.min_withdraw} />
              <p className="text-muted-foreground text-xs">
                {m.referral_minimum({ minimum: formatAmount(info.min_withdraw) })}
              </p>
            </div>
          </CardContent>
        </Card>
      </div>
      <Section title={m.referral_friends()}>
        <FriendsTable rows={friends} />
      </Section>
      <Section title={m.referral_withdraws()}>
        <ReferralWithdrawsTable rows={withdraws} />
      </Section>
    </div>
  )
}

function Figure({
  label,
  testId,
  children,
}: {
  label: string
  testId: string
  children: ReactNode
}) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-semibold" data-testid={testId}>
        {children}
      </dd>
    </div>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold leading-none">{title}</h2>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}
