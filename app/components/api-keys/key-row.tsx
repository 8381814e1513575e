import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { ApiKeyView } from '#contract/api-keys.ts'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { localDigits } from '~/lib/format'
import { formatDateTime } from '~/lib/money-format'
import { apiKeyKeys } from '~/lib/queries/api-keys'
import { m } from '~/paraglide/messages'
import { revokeApiKey } from '~/server/generated/api-keys.functions'
import { KeyLog } from './key-log'

/** One key: what it may do and from where, its last use, revoke (asked first) and its alert log. */
export function KeyRow({ apiKey: k }: { apiKey: ApiKeyView }) {
  const [showLog, setShowLog] = useState(false)
  const revoked = k.revoked_at !== null
  return (
    <li
      className="grid gap-3 rounded-lg border p-4 data-[revoked=true]:opacity-70"
      data-testid="api-key"
      data-revoked={revoked}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{k.label}</span>
            {k.permissions.map((p) => (
              <span key={p} className="rounded bg-muted px-1.5 py-0.5 text-xs">
                {p === 'trade'
                  ? m.api_keys_permission_trade_short()
                  : m.api_keys_permission_read_short()}
              </span>
            ))}
            {k.webhook ? (
              <span className="rounded bg-primary/10 px-1.5 py-0.5 text-primary text-xs">
                {m.api_keys_webhook_badge()}
              </span>
            ) : null}
            {revoked ? (
              <span className="rounded bg-destructive/10 px-1.5 py-0.5 text-destructive text-xs">
                {m.api_keys_revoked_badge()}
              </span>
            ) : null}
          </div>
          <bdi dir="ltr" className="block break-all font-mono text-xs" data-testid="api-key-id">
            {k.api_key}
          </bdi>
        </div>
        {revoked ? null : <RevokeButton apiKey={k} />}
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{m.api_keys_accounts()}</dt>
        <dd>{k.accounts.map((a) => `#${localDigits(a)}`).join(m.api_keys_list_separator())}</dd>
        <dt className="text-muted-foreground">{m.api_keys_ip_allow()}</dt>
        <dd>
          {k.ip_allow.length === 0 ? (
            m.api_keys_ip_any()
          ) : (
            <bdi dir="ltr" className="font-mono text-xs">
              {k.ip_allow.join(', ')}
            </bdi>
          )}
        </dd>
        <dt className="text-muted-foreground">{m.api_keys_last_used()}</dt>
        <dd data-testid="api-key-last-used">
          {k.last_used_at === null ? (
            m.api_keys_never_used()
          ) : (
            <>
              {formatDateTime(k.last_used_at)} · <bdi dir="ltr">{k.last_used_ip ?? '—'}</bdi>
            </>
          )}
        </dd>
        <dt className="text-muted-foreground">
          {revoked ? m.api_keys_revoked_at() : m.api_keys_created_at()}
        </dt>
        <dd>{formatDateTime(k.revoked_at ?? k.created_at)}</dd>
      </dl>
      {k.webhook ? (
        <div className="grid gap-2">
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto justify-self-start p-0"
            aria-expanded={showLog}
            onClick={() => setShowLog((open) => !open)}
          >
            {showLog ? m.api_keys_log_hide() : m.api_keys_log_show()}
          </Button>
          {showLog ? <KeyLog apiKeyId={k.id} label={k.label} /> : null}
        </div>
      ) : null}
    </li>
  )
}

function RevokeButton({ apiKey: k }: { apiKey: ApiKeyView }) {
  const queryClient = useQueryClient()
  const [asking, setAsking] = useState(false)
  const revoke = useMutation({
    mutationFn: () => revokeApiKey({ data: { params: { apiKeyId: k.id } } }),
    onSuccess: () => setAsking(false),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list() }),
  })
  return (
    <Dialog open={asking} onOpenChange={setAsking}>
      <Button type="button" size="sm" variant="outline" onClick={() => setAsking(true)}>
        {m.api_keys_revoke()}
      </Button>
      <DialogContent closeLabel={m.api_keys_close()}>
        <DialogHeader>
          <DialogTitle>{m.api_keys_revoke_title({ label: k.label })}</DialogTitle>
          <DialogDescription>{m.api_keys_revoke_question()}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setAsking(false)}>
            {m.profile_cancel()}
          </Button>
          <Button
            type="button"
            variant="destructive"
            disabled={revoke.isPending}
            onClick={() => revoke.mutate()}
          >
            {m.api_keys_revoke_confirm()}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
