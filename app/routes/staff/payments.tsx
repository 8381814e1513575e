import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import type { StaffPayment } from '#contract/staff-payments.ts'
import { DownloadCsv, staffExportHref } from '~/components/exports/download-csv'
import { PageHeader } from '~/components/layout/page-header'
import { Amount } from '~/components/money/amount'
import { type Column, ListTable } from '~/components/money/list-table'
import { StatusPill } from '~/components/money/status-pill'
import {
  BuyerSearch,
  EventsTimeline,
  FilterLinks,
  FlagBadge,
  Received,
} from '~/components/staff/payment-parts'
import {
  type PaymentStatusFilter,
  paymentProviderFilters,
  paymentSearch,
  paymentStatusFilters,
} from '~/components/staff/payment-search'
import { staffHead } from '~/components/staff/staff-head'
import { UserRef } from '~/components/staff/staff-ref'
import { statusText } from '~/components/staff/status-text'
import { RefundReference } from '~/components/staff/user-payments'
import { Card, CardContent } from '~/components/ui/card'
import { localDigits } from '~/lib/format'
import { formatDateTime } from '~/lib/money-format'
import { staffPaymentsQuery } from '~/lib/queries/staff-payments'
import { m } from '~/paraglide/messages'

const PER_PAGE = 50

const providerNames: Record<string, string> = {
  stripe: 'Stripe',
  nowpayments: 'NOWPayments',
  sandbox: 'Sandbox',
}

function statusFilterText(status: PaymentStatusFilter): string {
  if (status === 'flagged') return m.staff_payments_flagged()
  if (status === 'canceled') return m.money_status_canceled()
  if (status === 'failed') return m.money_status_failed()
  if (status === 'refunded') return m.money_status_refunded()
  return statusText(status)
}

export const Route = createFileRoute('/staff/payments')({
  // The loader (and the query factories it brings) loads with the page, not in the entry (decision 320).
  codeSplitGroupings: [['loader', 'component']],
  head: staffHead('payments'),
  validateSearch: paymentSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(staffPaymentsQuery({ ...deps, per_page: PER_PAGE })),
  component: Page,
})

function Page() {
  const search = Route.useSearch()
  const rows = useSuspenseQuery(staffPaymentsQuery({ ...search, per_page: PER_PAGE })).data.data
  const columns: Column<StaffPayment>[] = [
    { header: '#', cell: (p) => <bdi dir="ltr">{localDigits(p.id)}</bdi> },
    {
      header: m.staff_col_user(),
      cell: (p) => (
        <span className="grid max-w-48 gap-0.5 break-all">
          <UserRef user={p.user} />
          <span className="text-muted-foreground text-xs" dir="auto">
            {p.title}
          </span>
        </span>
      ),
    },
    {
      header: m.staff_col_provider(),
      cell: (p) => p.provider?.name ?? m.staff_payments_free(),
    },
    {
      header: m.staff_col_reference(),
      cell: (p) => (
        <span className="grid gap-0.5">
          <bdi dir="ltr" className="block max-w-32 truncate font-mono text-xs">
            {p.provider_reference ?? p.checkout_reference ?? '—'}
          </bdi>
          {p.refund_reference ? <RefundReference reference={p.refund_reference} /> : null}
        </span>
      ),
    },
    {
      header: m.money_col_status(),
      cell: (p) => (
        <span className="flex flex-wrap gap-1">
          <StatusPill status={p.status} />
          <FlagBadge flag={p.flag} />
        </span>
      ),
    },
    { header: m.money_col_amount(), cell: (p) => <Amount value={p.final_price} /> },
    {
      header: m.staff_col_received(),
      cell: (p) => <Received amount={p.received_amount} currency={p.received_currency} />,
    },
    { header: m.money_col_created(), cell: (p) => formatDateTime(p.created_at) },
    { header: m.staff_col_events(), cell: (p) => <EventsTimeline events={p.events} /> },
  ]
  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader
        title={m.staff_nav_payments()}
        actions={<DownloadCsv href={staffExportHref('payments')} label={m.exports_payments()} />}
      />
      <FilterLinks
        label={m.staff_status_filter()}
        name="status"
        values={paymentStatusFilters}
        current={search.status}
        text={statusFilterText}
        search={search}
      />
      <FilterLinks
        label={m.staff_payments_provider_filter()}
        name="provider"
        values={paymentProviderFilters}
        current={search.provider as (typeof paymentProviderFilters)[number] | undefined}
        text={(code) => providerNames[code] ?? code}
        search={search}
      />
      <BuyerSearch search={search} />
      <Card>
        <CardContent className="pt-5">
          <ListTable label={m.staff_nav_payments()} columns={columns} rows={rows} />
        </CardContent>
      </Card>
    </div>
  )
}
