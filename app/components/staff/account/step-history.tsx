/**
 * One step of a trader's account as staff read it: its figures against
 * the rules (the trader's own overview) and its trades and orders, newest
 * first, a page at a time.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { z } from 'zod'
import type { Order, Trade } from '#contract/trade.ts'
import type { stepSummary } from '#contract/user-challenges.ts'
import { ChallengeStatus } from '~/components/challenges/challenge-status'
import { BreachReport } from '~/components/challenges/details/breach-report'
import { StepOverview } from '~/components/challenges/details/step-overview'
import { type Column, ListTable } from '~/components/money/list-table'
import { orderTypeLabel, statusLabel } from '~/components/trade/tables/order-labels'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader } from '~/components/ui/card'
import { LtrFigure } from '~/components/ui/ltr-figure'
import { phaseName } from '~/lib/challenges/phases'
import { localDigits } from '~/lib/format'
import { formatAmount, formatDateTime } from '~/lib/money-format'
import {
  staffAccountOrdersQuery,
  staffAccountStepQuery,
  staffAccountTradesQuery,
} from '~/lib/queries/staff-accounts'
import { grouped } from '~/lib/trade/format'
import { m } from '~/paraglide/messages'

type StepSummary = z.infer<typeof stepSummary>

const sideText = (side: string) =>
  side.toLowerCase() === 'buy' ? m.trade_side_buy() : m.trade_side_sell()

export function stepName(phase: StepSummary['phase']): string {
  return phaseName(phase)
}

function PageButtons({
  page,
  last,
  onPage,
}: {
  page: number
  last: number
  onPage: (page: number) => void
}) {
  if (last <= 1) return null
  return (
    <div className="flex items-center justify-end gap-2 pt-3 text-sm">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {m.support_previous()}
      </Button>
      <span className="text-muted-foreground">
        {m.support_page_of({ page: localDigits(page), pages: localDigits(last) })}
      </span>
      <Button size="sm" variant="outline" disabled={page >= last} onClick={() => onPage(page + 1)}>
        {m.support_next()}
      </Button>
    </div>
  )
}

const tradeColumns = (): Column<Trade>[] => [
  { header: m.trade_col_time(), cell: (t) => formatDateTime(t.time) },
  { header: m.trade_col_symbol(), cell: (t) => <bdi dir="ltr">{t.symbol}</bdi> },
  { header: m.trade_col_side(), cell: (t) => sideText(t.side) },
  { header: m.trade_col_price(), cell: (t) => <LtrFigure>{formatAmount(t.price)}</LtrFigure> },
  { header: m.trade_col_quantity(), cell: (t) => <LtrFigure>{grouped(t.quantity)}</LtrFigure> },
  { header: m.trade_col_fee(), cell: (t) => <LtrFigure>{formatAmount(t.fee)}</LtrFigure> },
  {
    header: m.trade_col_realized_profit(),
    cell: (t) => <LtrFigure>{formatAmount(t.realizedProfit)}</LtrFigure>,
  },
]

const orderColumns = (): Column<Order>[] => [
  { header: m.trade_col_time(), cell: (o) => formatDateTime(o.time) },
  { header: m.trade_col_symbol(), cell: (o) => <bdi dir="ltr">{o.symbol}</bdi> },
  { header: m.trade_col_type(), cell: (o) => orderTypeLabel(o.type) },
  { header: m.trade_col_side(), cell: (o) => sideText(o.side) },
  { header: m.trade_col_amount(), cell: (o) => <LtrFigure>{grouped(o.amount)}</LtrFigure> },
  {
    header: m.trade_col_price(),
    cell: (o) => (
      <LtrFigure>{formatAmount(o.avgPrice ?? o.limitPrice ?? o.triggerPrice ?? '0')}</LtrFigure>
    ),
  },
  { header: m.trade_col_status(), cell: (o) => statusLabel(o.status) },
]

export function StepHistory({ id, summary }: { id: number; summary: StepSummary }) {
  const [tradePage, setTradePage] = useState(1)
  const [orderPage, setOrderPage] = useState(1)
  const step = useQuery(staffAccountStepQuery(id, summary.id))
  const trades = useQuery({
    ...staffAccountTradesQuery(id, summary.id, tradePage),
    placeholderData: keepPreviousData,
  })
  const orders = useQuery({
    ...staffAccountOrdersQuery(id, summary.id, orderPage),
    placeholderData: keepPreviousData,
  })
  const name = stepName(summary.phase)
  return (
    <Card data-testid={`staff-step-${summary.phase}`}>
      <CardHeader className="flex flex-wrap items-center gap-3">
        <h2 className="font-semibold text-lg">{name}</h2>
        <ChallengeStatus status={summary.status} phase={summary.phase} />
      </CardHeader>
      <CardContent className="grid gap-6">
        {summary.breach ? <BreachReport report={summary.breach} /> : null}
        {step.data ? (
          <StepOverview step={step.data.data} winRate={null} />
        ) : (
          <p className="text-muted-foreground text-sm">{m.staff_loading()}</p>
        )}
        <section className="grid gap-2">
          <h3 className="font-medium">{m.trade_tab_trade_history()}</h3>
          <ListTable
            label={`${name} · ${m.trade_tab_trade_history()}`}
            columns={tradeColumns()}
            rows={trades.data?.data ?? []}
          />
          <PageButtons
            page={tradePage}
            last={trades.data?.meta.last_page ?? 1}
            onPage={setTradePage}
          />
        </section>
        <section className="grid gap-2">
          <h3 className="font-medium">{m.trade_tab_order_history()}</h3>
          <ListTable
            label={`${name} · ${m.trade_tab_order_history()}`}
            columns={orderColumns()}
            rows={orders.data?.data ?? []}
          />
          <PageButtons
            page={orderPage}
            last={orders.data?.meta.last_page ?? 1}
            onPage={setOrderPage}
          />
        </section>
      </CardContent>
    </Card>
  )
}
