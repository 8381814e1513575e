/**
 * A flag's evidence as a reviewer reads it (issue 33): the orders side by
 * side with their times and prices, the shared signals named, the figures.
 */
import type { RiskFlag } from '#contract/staff-flags.ts'
import { LtrFigure } from '~/components/ui/ltr-figure'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '~/components/ui/table'
import { formatDateTime, formatNumber } from '~/lib/format'
import { m } from '~/paraglide/messages'
import { figureText, sideText, signalText } from './flag-words'
import { IdentityFinding } from './identity-finding'

type Order = RiskFlag['evidence']['pairs'][number]['a']

function OrderCells({ o }: { o: Order }) {
  return (
    <>
      <TableCell className="whitespace-nowrap">{formatDateTime(o.time)}</TableCell>
      <TableCell>{m.flag_account({ id: formatNumber(o.account_id, { decimals: 0 }) })}</TableCell>
      <TableCell>{sideText(o.side)}</TableCell>
      <TableCell>
        <LtrFigure>{formatNumber(o.price)}</LtrFigure>
      </TableCell>
      <TableCell>
        <LtrFigure>{formatNumber(o.quantity)}</LtrFigure>
      </TableCell>
      <TableCell>
        <LtrFigure>{formatNumber(o.realized_profit)}</LtrFigure>
      </TableCell>
    </>
  )
}

const orderHeads = () => [
  m.flag_col_time(),
  m.flag_col_account(),
  m.flag_col_side(),
  m.flag_col_price(),
  m.flag_col_size(),
  m.flag_col_profit(),
]

/** `idPrefix` keeps the section ids apart where several flags' evidence share a page. */
export function Evidence({
  evidence,
  idPrefix = 'evidence',
}: {
  evidence: RiskFlag['evidence']
  idPrefix?: string
}) {
  return (
    <div className="grid gap-6">
      {evidence.identity && (
        <IdentityFinding identity={evidence.identity} id={`${idPrefix}-identity`} />
      )}
      {evidence.pairs.length > 0 && (
        <section className="grid gap-2" aria-labelledby={`${idPrefix}-orders`}>
          <h3 id={`${idPrefix}-orders`} className="font-semibold">
            {m.flag_evidence_orders()}
          </h3>
          <div className="overflow-x-auto rounded-md border">
            <Table aria-label={m.flag_evidence_orders()} data-testid="evidence-orders">
              <TableHeader>
                <TableRow>
                  {orderHeads().map((h, i) => (
                    <TableHead key={`a${h}`} className={i === 0 ? 'border-s' : undefined}>
                      {h}
                    </TableHead>
                  ))}
                  {orderHeads().map((h, i) => (
                    <TableHead key={`b${h}`} className={i === 0 ? 'border-s' : undefined}>
                      {h}
                    </TableHead>
                  ))}
                  <TableHead className="border-s">{m.flag_col_apart()}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {evidence.pairs.map((p) => (
                  <TableRow key={`${p.a.fill_id}:${p.b.fill_id}`}>
                    <OrderCells o={p.a} />
                    <OrderCells o={p.b} />
                    <TableCell className="border-s">
                      {m.flag_seconds({ seconds: formatNumber(p.seconds_apart, { decimals: 1 }) })}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </section>
      )}
      {evidence.signals.length > 0 && (
        <section className="grid gap-2" aria-labelledby={`${idPrefix}-signals`}>
          <h3 id={`${idPrefix}-signals`} className="font-semibold">
            {m.flag_evidence_signals()}
          </h3>
          <ul className="grid gap-1" data-testid="evidence-signals">
            {evidence.signals.map((s) => (
              <li key={`${s.kind}:${s.value}`} className="flex flex-wrap gap-2">
                <span className="font-medium">{signalText(s.kind)}</span>
                <bdi dir="ltr" className="font-mono text-sm">
                  {s.value}
                </bdi>
              </li>
            ))}
          </ul>
        </section>
      )}
      {Object.keys(evidence.figures).length > 0 && (
        <section className="grid gap-2" aria-labelledby={`${idPrefix}-figures`}>
          <h3 id={`${idPrefix}-figures`} className="font-semibold">
            {m.flag_evidence_figures()}
          </h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {Object.entries(evidence.figures).map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="text-muted-foreground">{figureText(k)}</dt>
                <dd>{formatNumber(v)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  )
}
