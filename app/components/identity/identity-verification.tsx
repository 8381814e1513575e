/**
 * Identity verification on the Real Account tab (decision 590): the
 * trader's status, and Sumsub's WebSDK (`@sumsub/websdk-react`, loaded
 * with this panel only) opened with a token from the engine. The SDK asks
 * for a fresh token when it expires; its submission and status messages
 * refresh the status, which webhooks keep at the engine.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import type { IdentityState } from '#contract/identity.ts'
import { Button } from '~/components/ui/button'
import { asHttpError } from '~/lib/http-error'
import { identityKeys, identityStateQuery } from '~/lib/queries/identity'
import { useTheme } from '~/lib/use-theme'
import { cn } from '~/lib/utils'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { startIdentityVerification } from '~/server/identity.functions'

const SumsubWebSdk = lazy(() => import('@sumsub/websdk-react'))

/** The SDK's messages after which the engine may know something new. */
const STATUS_MESSAGES = new Set([
  'idCheck.onApplicantSubmitted',
  'idCheck.onApplicantResubmitted',
  'idCheck.onApplicantStatusChanged',
])

const STATUS_TEXT: Record<Exclude<IdentityState['status'], 'off'>, () => string> = {
  not_started: m.identity_status_not_started,
  started: m.identity_status_started,
  pending: m.identity_status_pending,
  on_hold: m.identity_status_on_hold,
  approved: m.identity_status_approved,
  retry: m.identity_status_retry,
  rejected: m.identity_status_rejected,
}

export function identityStatusText(status: IdentityState['status']): string {
  return status === 'off' ? '' : STATUS_TEXT[status]()
}

/** Waiting on Sumsub: the status is asked again until it moves. */
const WAITING = new Set<IdentityState['status']>(['pending', 'on_hold'])

export function IdentityVerification({ className }: { className?: string }) {
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const state = useQuery({
    ...identityStateQuery(),
    refetchInterval: (query) => {
      const status = query.state.data?.status
      return open || (status && WAITING.has(status)) ? 4000 : false
    },
  })
  const session = useMutation({
    mutationFn: () => startIdentityVerification(),
    onError: () => setOpen(false),
  })
  const { dark } = useTheme()
  const frame = useRef<HTMLDivElement>(null)

  // The SDK's iframe has no title: name it for screen readers.
  useEffect(() => {
    const box = frame.current
    if (!box) return
    const name = () => box.querySelector('iframe')?.setAttribute('title', m.identity_frame_title())
    const observer = new MutationObserver(name)
    observer.observe(box, { childList: true, subtree: true })
    name()
    return () => observer.disconnect()
  })

  const data = state.data
  if (!data || data.status === 'off') return null
  const refresh = () => queryClient.invalidateQueries({ queryKey: identityKeys.state() })
  const token = session.data
  const label =
    data.status === 'retry'
      ? m.identity_try_again()
      : data.status === 'started'
        ? m.identity_continue()
        : m.identity_verify()

  return (
    <section className={cn('grid gap-3', className)} data-testid="identity-verification">
      <h3 className="font-medium">{m.identity_title()}</h3>
      {data.cleared ? null : (
        <p className="text-muted-foreground text-sm">{m.identity_required()}</p>
      )}
      <p role="status" data-testid="identity-status" data-status={data.status}>
        {identityStatusText(data.status)}
      </p>
      {data.moderation_comment ? (
        <figure className="rounded-lg border bg-muted/40 p-3 text-sm">
          <figcaption className="font-medium text-muted-foreground">
            {m.identity_comment()}
          </figcaption>
          <blockquote dir="auto">{data.moderation_comment}</blockquote>
        </figure>
      ) : null}
      {data.can_verify && data.status !== 'approved' && !WAITING.has(data.status) && !open ? (
        <div>
          <Button
            onClick={() => {
              setOpen(true)
              session.mutate()
            }}
            disabled={session.isPending}
          >
            {label}
          </Button>
        </div>
      ) : null}
      {session.error ? (
        <p role="alert" className="text-destructive text-sm">
          {asHttpError(session.error)?.message ?? m.identity_failed()}
        </p>
      ) : null}
      {open && !data.cleared ? (
        <div ref={frame} className="min-h-40 rounded-lg border" data-testid="identity-websdk">
          {token ? (
            <Suspense fallback={<p className="p-4 text-sm">{m.identity_loading()}</p>}>
              <SumsubWebSdk
                accessToken={token.token}
                baseUrl={token.websdk_url}
                expirationHandler={async () => (await startIdentityVerification()).token}
                config={{ lang: getLocale(), theme: dark ? 'dark' : 'light' }}
                options={{ addViewportTag: false, adaptIframeHeight: true }}
                onMessage={(type: string) => {
                  if (STATUS_MESSAGES.has(type)) void refresh()
                }}
                onError={() => void refresh()}
              />
            </Suspense>
          ) : (
            <p className="p-4 text-sm">{m.identity_loading()}</p>
          )}
        </div>
      ) : null}
    </section>
  )
}
