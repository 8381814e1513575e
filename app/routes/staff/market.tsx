/**
 * Market data health for staff (decision 440): per pair the source in use,
 * each source's last message age, and whether trading on it is halted.
 */
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import type { PairFeedHealth } from '#contract/staff-market.ts'
import { PageHeader } from '~/components/layout/page-header'
import { type Column, ListTable } from '~/components/money/list-table'
import { staffHead } from '~/components/staff/staff-head'
import { Card, CardContent } from '~/components/ui/card'
import { localDigits } from '~/lib/format'
import { staffMarketFeedsQuery } from '~/lib/queries/staff'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/staff/market')({
  codeSplitGroupings: [['loader', 'component']],
  head: staffHead('market'),
  loader: ({ context }) => context.queryClient.ensureQueryData(staffMarketFeedsQuery()),
  component: Page,
})

type Row = PairFeedHealth & { id: string }

function age(seconds: number | null): string {
  return seconds === null
    ? m.staff_market_never()
    : m.staff_market_age({ seconds: localDigits(seconds.toFixed(1)) })
}

function Page() {
  const pairs = useSuspenseQuery(staffMarketFeedsQuery()).data.data
  const rows: Row[] = pairs.map((p) => ({ ...p, id: p.code }))
  const columns: Column<Row>[] = [
    { header: m.staff_market_pair(), cell: (p) => <bdi dir="ltr">{p.code}</bdi> },
    {
      header: m.staff_market_status(),
      cell: (p) =>
        p.halted ? (
          <span className="rounded-full border border-destructive px-2 py-0.5 font-medium text-destructive text-xs">
            {m.staff_market_halted()}
          </span>
        ) : (
          <span className="rounded-full border px-2 py-0.5 text-muted-foreground text-xs">
            {m.staff_market_trading()}
          </span>
        ),
    },
    {
      header: m.staff_market_source(),
      cell: (p) => (
        <span>
          <bdi dir="ltr">{p.source ?? '—'}</bdi>
          {p.held ? (
            <span className="ms-2 text-muted-foreground text-xs">{m.staff_market_held()}</span>
          ) : null}
        </span>
      ),
    },
    {
      header: m.staff_market_last_message(),
      className: 'whitespace-normal',
      cell: (p) => (
        <ul className="grid gap-0.5 text-xs">
          {p.sources.map((s) => (
            <li key={s.source} className={s.fresh ? undefined : 'text-destructive'}>
              <bdi dir="ltr">{s.source}</bdi>: {age(s.age_seconds)}
            </li>
          ))}
        </ul>
      ),
    },
  ]
  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader title={m.staff_nav_market()} />
      <p className="-mt-4 text-muted-foreground text-sm">{m.staff_market_description()}</p>
      <Card>
        <CardContent className="pt-5">
          <ListTable label={m.staff_nav_market()} columns={columns} rows={rows} />
        </CardContent>
      </Card>
    </div>
  )
}
