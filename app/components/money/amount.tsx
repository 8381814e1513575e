import { formatUsdt } from '~/lib/money-format'

/** A USDT amount in a table cell: tabular digits, left to right in either language. */
export function Amount({ value }: { value: string }) {
  return (
    <span className="tabular-nums" dir="ltr">
      {formatUsdt(value)}
    </span>
  )
}
