import { LtrFigure } from '~/components/ui/ltr-figure'
import { formatUsdt } from '~/lib/money-format'

/** A USDT amount in a table cell: tabular digits, left to right in either language. */
export function Amount({ value }: { value: string }) {
  return <LtrFigure>{formatUsdt(value)}</LtrFigure>
}
