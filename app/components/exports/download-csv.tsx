/**
 * A CSV download (decision 605): a plain link to the web's /downloads path,
 * which streams the engine's export with the browser's session; the browser
 * saves it under the engine's file name.
 */
import { Download } from 'lucide-react'
import { buttonVariants } from '~/components/ui/button'
import { m } from '~/paraglide/messages'

export type HistoryExportKind = 'orders' | 'trades' | 'transactions'

/** A history of the account traded, or of one of its steps. */
export function historyExportHref(
  userChallengeId: number,
  kind: HistoryExportKind,
  stepId?: number,
): string {
  const path = `/downloads/v1/exports/userChallenges/${userChallengeId}/${kind}.csv`
  return stepId === undefined ? path : `${path}?step=${stepId}`
}

export function stepReportExportHref(userChallengeId: number, stepId: number): string {
  return `/downloads/v1/exports/userChallenges/${userChallengeId}/steps/${stepId}/report.csv`
}

export function staffExportHref(kind: 'payments' | 'payouts'): string {
  return `/downloads/v1/staff/exports/${kind}.csv`
}

export function DownloadCsv({ href, label }: { href: string; label?: string }) {
  return (
    <a href={href} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
      <Download aria-hidden="true" />
      {label ?? m.exports_download_csv()}
    </a>
  )
}
