import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import type { ReviewWindow } from '#contract/staff-flags.ts'
import { PageHeader } from '~/components/layout/page-header'
import { Amount } from '~/components/money/amount'
import { type Column, ListTable } from '~/components/money/list-table'
import { DecisionDialog } from '~/components/staff/decision-dialog'
import { sideText } from '~/components/staff/flags/flag-words'
import { ReviewFlags } from '~/components/staff/flags/review-flags'
import { staffHead } from '~/components/staff/staff-head'
import { useStaffDecided, WithdrawDecisions } from '~/components/staff/staff-queue'
import { UserRef } from '~/components/staff/staff-ref'
import { Card, CardContent, CardHeader } from '~/components/ui/card'
import { LtrFigure } from '~/components/ui/ltr-figure'
import { flagIdList, formatDate, formatDateTime, formatNumber, localDigits } from '~/lib/format'
import { idFromPath } from '~/lib/path-id'
import { staffReviewWindowQuery } from '~/lib/queries/staff-flags'
import { m } from '~/paraglide/messages'
import { payStaffRealWithdraw, rejectStaffRealWithdraw } from '~/server/generated/staff.functions'
import { staffFlagsStripTrades } from '~/server/generated/staff-flags.functions'

type Trade = ReviewWindow['trades'][number] & { id: number }
type Day = ReviewWindow['days'][number] & { id: string }

export const Route = createFileRoute('/staff/review/$withdrawId')({
  codeSplitGroupings: [['loader', 'component']],
  head: staffHead('review'),
  params: {
    parse: (p) => ({ withdrawId: idFromPath(p.withdrawId) }),
    stringify: (p) => ({ withdrawId: String(p.withdrawId) }),
  },
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(staffReviewWindowQuery(params.withdrawId)),
  component: Page,
})

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="font-semibold text-lg">{children}</dd>
    </div>
  )
}

function Page() {
  const { withdrawId } = Route.useParams()
  const review = useSuspenseQuery(staffReviewWindowQuery(withdrawId)).data.data
  const w = review.withdraw
  const decided = useStaffDecided()
  const [chosen, setChosen] = useState<number[]>([])
  const pending = w.status === 'pending'
  const toggle = (id: number) =>
    setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]))
  const percent = (v: string) => `${formatNumber(v, { decimals: 2 })}٪`.replace('٪', '%')

  const trades: Column<Trade>[] = [
    ...(pending
      ? [
          {
            header: m.review_stripped(),
            cell: (t: Trade) =>
              t.stripped ? (
                m.review_stripped()
              ) : (
                <input
                  type="checkbox"
                  className="size-4"
                  aria-label={m.review_select_trade({ id: localDigits(t.fill_id) })}
                  checked={chosen.includes(t.fill_id)}
                  onChange={() => toggle(t.fill_id)}
                />
              ),
          },
        ]
      : []),
    { header: m.flag_col_time(), cell: (t) => formatDateTime(t.time) },
    { header: m.flag_col_order(), cell: (t) => `#${localDigits(t.order_id)}` },
    { header: m.flag_col_side(), cell: (t) => sideText(t.side) },
    {
      header: m.flag_col_size(),
      cell: (t) => (
        <LtrFigure>
          {t.symbol} {formatNumber(t.quantity)}
        </LtrFigure>
      ),
    },
    { header: m.flag_col_price(), cell: (t) => <LtrFigure>{formatNumber(t.price)}</LtrFigure> },
    {
      header: m.flag_col_profit(),
      cell: (t) => (
        <span className={t.stripped ? 'line-through' : undefined}>
          <Amount value={t.realized_profit} />
        </span>
      ),
    },
  ]
  const days: Column<Day>[] = [
    { header: m.review_col_day(), cell: (d) => formatDate(d.day) },
    { header: m.flag_col_profit(), cell: (d) => <Amount value={d.profit} /> },
    { header: m.review_col_balance(), cell: (d) => <Amount value={d.balance} /> },
    { header: m.review_col_drawdown(), cell: (d) => percent(d.drawdown_percent) },
  ]
  const title = m.review_title({ id: localDigits(w.id) })
  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader title={title} />
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
          <div className="grid gap-2">
            <UserRef user={w.user} />
            <p className="text-muted-foreground text-sm">
              <bdi>{w.account_title}</bdi> —{' '}
              {review.from_kind === 'funding'
                ? m.review_from_funding({ date: formatDateTime(review.from) })
                : m.review_from_last_payout({ date: formatDateTime(review.from) })}
            </p>
            {w.held_by_flags.length > 0 && (
              <p className="font-medium text-amber-700 dark:text-amber-300" data-testid="held">
                {m.flag_holds({
                  ids: flagIdList(w.held_by_flags),
                })}
              </p>
            )}
            {w.stripped_profit && (
              <p className="text-sm" data-testid="stripped-note">
                {m.review_stripped_note({
                  amount: formatNumber(w.stripped_profit),
                  reason: w.stripped_reason ?? '',
                })}
              </p>
            )}
          </div>
          {pending && (
            <WithdrawDecisions
              withdraw={w}
              payTitle={m.staff_pay_real_title()}
              rejectTitle={m.staff_reject_real_title()}
              pay={(body) => payStaffRealWithdraw({ data: { params: { withdrawId: w.id }, body } })}
              reject={(note) =>
                rejectStaffRealWithdraw({ data: { params: { withdrawId: w.id }, body: { note } } })
              }
            />
          )}
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-4 md:grid-cols-4" data-testid="review-figures">
            <Figure label={m.review_amount()}>
              <Amount value={w.amount} />
            </Figure>
            <Figure label={m.review_profit()}>
              <Amount value={review.profit} />
            </Figure>
            <Figure label={m.review_largest_day()}>
              {percent(review.largest_day.share_percent)}
            </Figure>
            <Figure label={m.review_max_dd()}>{percent(review.max_drawdown_percent)}</Figure>
          </dl>
        </CardContent>
      </Card>
      <ReviewFlags flags={review.flags} pending={pending} />
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
          <h2 className="font-semibold">{m.review_trades()}</h2>
          {pending && chosen.length > 0 && (
            <DecisionDialog
              action={m.review_strip({ count: localDigits(chosen.length) })}
              title={m.review_strip_title()}
              description={m.review_strip_description()}
              noteLabel={m.flag_reason()}
              requiredText={m.staff_validation_reason_required}
              noteRequired
              destructive
              onDecide={async (reason) => {
                await staffFlagsStripTrades({
                  data: { params: { withdrawId: w.id }, body: { fill_ids: chosen, reason } },
                })
                setChosen([])
                await decided(m.review_stripped_done())
              }}
            />
          )}
        </CardHeader>
        <CardContent>
          <ListTable
            label={m.review_trades()}
            columns={trades}
            rows={review.trades.map((t) => ({ ...t, id: t.fill_id }))}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="font-semibold">{m.review_days()}</h2>
        </CardHeader>
        <CardContent>
          <ListTable
            label={m.review_days()}
            columns={days}
            rows={review.days.map((d) => ({ ...d, id: d.day }))}
          />
        </CardContent>
      </Card>
    </div>
  )
}
