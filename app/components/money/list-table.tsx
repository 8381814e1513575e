import type { ReactNode } from 'react'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '~/components/ui/table'
import { m } from '~/paraglide/messages'

export interface Column<T> {
  header: string
  cell: (row: T) => ReactNode
  className?: string
}

/** A labelled table of rows; none: "There is Nothing to Display" (spec §8). */
export function ListTable<T extends { id: number | string }>({
  label,
  columns,
  rows,
}: {
  label: string
  columns: readonly Column<T>[]
  rows: readonly T[]
}) {
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            // An empty table has no cells to pin or wrap: its pinned Actions header only lay over Status (issue 32, 390 px).
            <TableHead
              key={column.header}
              className={rows.length > 0 ? column.className : undefined}
            >
              {column.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={columns.length} className="py-8 text-center text-muted-foreground">
              {/* Kept in the visible part of a table wider than the screen, and wrapping (issue 25: "موردی ب" at 390 px). */}
              <div className="sticky start-0 max-w-[calc(100vw-6rem)] whitespace-normal">
                {m.money_nothing_to_display()}
              </div>
            </TableCell>
          </TableRow>
        ) : (
          rows.map((row) => (
            <TableRow key={row.id}>
              {columns.map((column) => (
                <TableCell key={column.header} className={column.className}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  )
}
