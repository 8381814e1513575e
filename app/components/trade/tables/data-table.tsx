/** A plain table of the terminal: headings, rows, and the spec's empty text. */
import type { ReactNode } from 'react'
import { m } from '~/paraglide/messages'

export interface Column<T> {
  key: string
  title: string
  cell: (row: T) => ReactNode
}

export function DataTable<T>({
  columns,
  rows,
  rowKey,
  label,
  error,
  loading,
}: {
  columns: Column<T>[]
  rows: readonly T[] | undefined
  rowKey: (row: T) => string | number
  label: string
  error?: string | null
  loading?: boolean
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" aria-label={label}>
        <thead>
          <tr className="border-b text-muted-foreground text-xs">
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className="whitespace-nowrap px-2 py-2 text-start font-medium"
              >
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows?.map((row) => (
            <tr key={rowKey(row)} className="border-b last:border-0 hover:bg-muted/40">
              {columns.map((c) => (
                <td key={c.key} className="whitespace-nowrap px-2 py-2 tabular-nums">
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
          {!rows || rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-2 py-8 text-center text-muted-foreground">
                {error ?? (loading || !rows ? m.trade_loading() : m.trade_nothing_to_display())}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  )
}

/** Page through a history table. */
export function Pager({
  page,
  lastPage,
  onPage,
}: {
  page: number
  lastPage: number
  onPage: (page: number) => void
}) {
  if (lastPage <= 1) return null
  return (
    <div className="flex items-center justify-end gap-2 px-2 py-2 text-sm">
      <button
        type="button"
        className="rounded border px-2 py-1 disabled:opacity-50"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {m.trade_previous_page()}
      </button>
      <span dir="ltr" className="tabular-nums">
        {page} / {lastPage}
      </span>
      <button
        type="button"
        className="rounded border px-2 py-1 disabled:opacity-50"
        disabled={page >= lastPage}
        onClick={() => onPage(page + 1)}
      >
        {m.trade_next_page()}
      </button>
    </div>
  )
}
