import { useMutation } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { AuthCard } from '~/components/auth/auth-card'
import { Button } from '~/components/ui/button'
import { Spinner } from '~/components/ui/spinner'
import { takeOAuthReturn } from '~/lib/auth/oauth-return'
import { afterSignIn, useSessionStarted } from '~/lib/auth/session'
import { asHttpError } from '~/lib/http-error'
import { textParam } from '~/lib/search'
import { m } from '~/paraglide/messages'
import { oauthCallback } from '~/server/generated/auth.functions'

export const Route = createFileRoute('/_auth/signin_/google')({
  head: () => ({ meta: [{ title: m.page_signin() }] }),
  validateSearch: (
    search: Record<string, unknown>,
  ): { code?: string; state?: string; error?: string } => ({
    code: textParam(search.code),
    state: textParam(search.state),
    error: textParam(search.error),
  }),
  component: GoogleReturnPage,
})

/**
 * The identity provider sends the browser back here with its code and
 * state; the upstream finishes the sign-in. Spec §4: with a phone on file,
 * on to returnURL or the dashboard, else to phone verification.
 */
function GoogleReturnPage() {
  const { code, state, error: refused } = Route.useSearch()
  const navigate = useNavigate()
  const sessionStarted = useSessionStarted()
  const finish = useMutation({
    mutationFn: (input: { code: string; state: string }) =>
      oauthCallback({ data: { body: { provider: 'google', ...input } } }),
    onSuccess: async (answer) => {
      const returnURL = takeOAuthReturn()
      // Two-factor on: the code first, then the session (docs/decisions/391).
      if (!('user' in answer.data)) {
        await navigate({ to: '/two-factor', search: { returnURL }, replace: true })
        return
      }
      const user = answer.data.user
      sessionStarted(user)
      if (user.phone) await navigate({ href: afterSignIn(returnURL), replace: true })
      else await navigate({ to: '/verify-phone', search: { returnURL }, replace: true })
    },
  })
  const started = useRef(false)
  useEffect(() => {
    if (started.current || !code || !state) return
    started.current = true
    finish.mutate({ code, state })
  }, [code, state, finish])

  const failed = refused || !code || !state || finish.isError
  if (!failed) {
    return (
      <div className="flex min-h-[30dvh] items-center justify-center text-muted-foreground">
        <Spinner label={m.oauth_finishing()} />
      </div>
    )
  }
  return (
    <AuthCard
      title={m.oauth_failed_title()}
      description={asHttpError(finish.error)?.message ?? m.oauth_failed_body()}
    >
      <Button asChild className="w-full">
        <Link to="/signin">{m.auth_back_to_signin()}</Link>
      </Button>
    </AuthCard>
  )
}
