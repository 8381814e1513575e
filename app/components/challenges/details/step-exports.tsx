/** A step's records as CSV files: its report per day and its three histories. */
import {
  DownloadCsv,
  historyExportHref,
  stepReportExportHref,
} from '~/components/exports/download-csv'
import { m } from '~/paraglide/messages'

export function StepExports({ id, stepId }: { id: number; stepId: number }) {
  return (
    <section
      aria-labelledby={`exports-heading-${stepId}`}
      className="grid gap-3 rounded-xl border bg-card p-5"
    >
      <h2 id={`exports-heading-${stepId}`} className="font-semibold">
        {m.exports_heading()}
      </h2>
      <p className="text-muted-foreground text-sm">{m.exports_hint()}</p>
      <div className="flex flex-wrap gap-2">
        <DownloadCsv href={stepReportExportHref(id, stepId)} label={m.exports_step_report()} />
        <DownloadCsv href={historyExportHref(id, 'orders', stepId)} label={m.exports_orders()} />
        <DownloadCsv href={historyExportHref(id, 'trades', stepId)} label={m.exports_trades()} />
        <DownloadCsv
          href={historyExportHref(id, 'transactions', stepId)}
          label={m.exports_transactions()}
        />
      </div>
    </section>
  )
}
