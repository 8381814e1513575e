import { LtrFigure } from '~/components/ui/ltr-figure'
import { formatLimitUsdt, formatUsdt } from '~/lib/money-format'

/**
 * A USDT amount in a table cell: tabular digits, left to right in either
 * language. `limit`: a figure the trader may act on (what can be
 * withdrawn), cut to the cent instead of rounded (decision 556).
 */
export function Amount({ value, limit = false }: { value: string; limit?: boolean }) {
  return <LtrFigure>{limit ? formatLimitUsdt(value) : formatUsdt(value)}</LtrFigure>
}
