/** Order, trade and transaction history: paged from the engine, newest first. */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Order, Trade, Transaction } from '#contract/trade.ts'
import { tradeNoteColumn, useTradeNotes } from '~/components/journal/trade-notes'
import { orderHistoryQuery, tradeHistoryQuery, transactionHistoryQuery } from '~/lib/queries/trade'
import { dateTime, grouped, signClass, usdt } from '~/lib/trade/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { type Column, DataTable, Pager } from './data-table'
import { orderColumns } from './order-columns'
import {
  orderTypeLabel,
  originLabel,
  sideLabel,
  statusLabel,
  transactionTypeLabel,
} from './order-labels'

interface HistoryProps {
  userChallengeId: number
  /** Only this pair's rows (Hide Other Symbols). */
  symbol?: string
  /** One step's rows (`steps[].id`), an ended one too; default: the account traded. */
  step?: number
}

/** The page and the (optional) symbol and step filters of a history query. */
function usePage(props: HistoryProps) {
  const [page, setPage] = useState(1)
  return {
    page,
    setPage,
    query: {
      page,
      ...(props.symbol ? { symbol: props.symbol } : {}),
      ...(props.step ? { step: props.step } : {}),
    },
  }
}

/** One page of a history with the pager under it. */
function HistoryTable<T extends { id: string | number }>(props: {
  label: string
  columns: Column<T>[]
  result: { data?: { data: T[]; meta: { last_page: number } }; error: Error | null }
  page: number
  onPage(page: number): void
}) {
  const { data, error } = props.result
  return (
    <>
      <DataTable
        label={props.label}
        columns={props.columns}
        rows={data?.data}
        rowKey={(row) => row.id}
        error={error?.message ?? null}
      />
      <Pager page={props.page} lastPage={data?.meta.last_page ?? 1} onPage={props.onPage} />
    </>
  )
}

export function OrderHistoryTable(props: HistoryProps) {
  const { page, setPage, query } = usePage(props)
  const result = useQuery({
    ...orderHistoryQuery(props.userChallengeId, query),
    placeholderData: keepPreviousData,
  })
  const columns: Column<Order>[] = [
    ...orderColumns(getLocale()),
    { key: 'origin', title: m.trade_col_origin(), cell: (o) => originLabel(o.origin) },
    { key: 'status', title: m.trade_col_status(), cell: (o) => statusLabel(o.status) },
  ]
  return (
    <HistoryTable
      label={m.trade_tab_order_history()}
      columns={columns}
      result={result}
      page={page}
      onPage={setPage}
    />
  )
}

export function TradeHistoryTable(props: HistoryProps) {
  const { page, setPage, query } = usePage(props)
  const result = useQuery({
    ...tradeHistoryQuery(props.userChallengeId, query),
    placeholderData: keepPreviousData,
  })
  const notes = useTradeNotes(props.userChallengeId, result.data?.data)
  const locale = getLocale()
  const columns: Column<Trade>[] = [
    { key: 'time', title: m.trade_col_time(), cell: (t) => dateTime(t.time, locale) },
    { key: 'symbol', title: m.trade_col_symbol(), cell: (t) => <span dir="ltr">{t.symbol}</span> },
    { key: 'type', title: m.trade_col_type(), cell: (t) => orderTypeLabel(t.type) },
    { key: 'origin', title: m.trade_col_origin(), cell: (t) => originLabel(t.origin) },
    {
      key: 'side',
      title: m.trade_col_side(),
      cell: (t) => (
        <span className={t.side === 'buy' ? 'text-long' : 'text-short'}>{sideLabel(t.side)}</span>
      ),
    },
    {
      key: 'price',
      title: m.trade_col_price(),
      cell: (t) => <span dir="ltr">{grouped(t.price)}</span>,
    },
    {
      key: 'quantity',
      title: m.trade_col_quantity(),
      cell: (t) => <span dir="ltr">{grouped(t.quantity)}</span>,
    },
    { key: 'fee', title: m.trade_col_fee(), cell: (t) => <span dir="ltr">{usdt(t.fee)}</span> },
    {
      key: 'realized',
      title: m.trade_col_realized_profit(),
      cell: (t) => (
        <span dir="ltr" className={signClass(t.realizedProfit)}>
          {usdt(t.realizedProfit)}
        </span>
      ),
    },
    tradeNoteColumn(props.userChallengeId, notes),
  ]
  return (
    <HistoryTable
      label={m.trade_tab_trade_history()}
      columns={columns}
      result={result}
      page={page}
      onPage={setPage}
    />
  )
}

export function TransactionHistoryTable(props: HistoryProps) {
  const { page, setPage, query } = usePage(props)
  const result = useQuery({
    ...transactionHistoryQuery(props.userChallengeId, query),
    placeholderData: keepPreviousData,
  })
  const locale = getLocale()
  const columns: Column<Transaction>[] = [
    { key: 'time', title: m.trade_col_time(), cell: (t) => dateTime(t.time, locale) },
    { key: 'type', title: m.trade_col_type(), cell: (t) => transactionTypeLabel(t.type) },
    {
      key: 'amount',
      title: m.trade_col_amount(),
      cell: (t) => (
        <span dir="ltr" className={signClass(t.amount)}>
          {usdt(t.amount)}
        </span>
      ),
    },
    { key: 'asset', title: m.trade_col_asset(), cell: (t) => t.asset },
    {
      key: 'symbol',
      title: m.trade_col_symbol(),
      cell: (t) => <span dir="ltr">{t.symbol ?? '--'}</span>,
    },
  ]
  return (
    <HistoryTable
      label={m.trade_tab_transaction_history()}
      columns={columns}
      result={result}
      page={page}
      onPage={setPage}
    />
  )
}
