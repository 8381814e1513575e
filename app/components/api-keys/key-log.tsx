import { useQuery } from '@tanstack/react-query'
import type { ApiKeyLogEntry } from '#contract/api-keys.ts'
import { localDigits } from '~/lib/format'
import { formatDateTime } from '~/lib/money-format'
import { apiKeyLogQuery } from '~/lib/queries/api-keys'
import { m } from '~/paraglide/messages'

const outcomeText: Record<ApiKeyLogEntry['outcome'], () => string> = {
  placed: () => m.api_keys_log_placed(),
  duplicate: () => m.api_keys_log_duplicate(),
  refused: () => m.api_keys_log_refused(),
}

const outcomeTone: Record<ApiKeyLogEntry['outcome'], string> = {
  placed: 'bg-long/10 text-long',
  duplicate: 'bg-muted text-muted-foreground',
  refused: 'bg-destructive/10 text-destructive',
}

/** What became of the key's TradingView alerts, newest first, each message in the reader's language. */
export function KeyLog({ apiKeyId, label }: { apiKeyId: number; label: string }) {
  const log = useQuery(apiKeyLogQuery(apiKeyId))
  const entries = log.data?.data ?? []
  if (log.isPending)
    return <p className="text-muted-foreground text-sm">{m.api_keys_log_loading()}</p>
  if (entries.length === 0)
    return <p className="text-muted-foreground text-sm">{m.api_keys_log_empty()}</p>
  return (
    <ol className="grid gap-2" aria-label={m.api_keys_log_title({ label })}>
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="grid gap-1 rounded-md border p-3 text-sm"
          data-testid="key-log-entry"
        >
          <div className="flex flex-wrap items-center gap-2 text-xs">
            <span className={`rounded px-1.5 py-0.5 font-medium ${outcomeTone[entry.outcome]}`}>
              {outcomeText[entry.outcome]()}
            </span>
            <span className="text-muted-foreground">{formatDateTime(entry.created_at)}</span>
            {entry.alert_id ? (
              <bdi dir="ltr" className="font-mono">
                {entry.alert_id}
              </bdi>
            ) : null}
            {entry.order_id !== null ? (
              <span>{m.api_keys_log_order({ id: localDigits(entry.order_id) })}</span>
            ) : null}
            {entry.ip ? (
              <bdi dir="ltr" className="text-muted-foreground">
                {entry.ip}
              </bdi>
            ) : null}
          </div>
          <p>{entry.message}</p>
        </li>
      ))}
    </ol>
  )
}
