/**
 * The link a new payout address's mail carries (docs/decisions/393): one
 * button freezes every withdrawal of the account, removes the address and
 * signs every session out. A button, not the visit itself: mail scanners
 * open links.
 */
import { useMutation } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { AuthCard } from '~/components/auth/auth-card'
import { Brand } from '~/components/layout/brand'
import { LanguageSwitcher } from '~/components/layout/language-switcher'
import { ThemeToggle } from '~/components/layout/theme-toggle'
import { Button } from '~/components/ui/button'
import { asHttpError } from '~/lib/http-error'
import { m } from '~/paraglide/messages'
import { freezeWithdrawals } from '~/server/generated/payouts.functions'

export const Route = createFileRoute('/freeze-withdrawals')({
  head: () => ({ meta: [{ title: m.freeze_title() }] }),
  // A plain check, not a schema: route options ship in every page's entry (decision 330).
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  component: FreezePage,
})

function FreezePage() {
  const token = Route.useSearch().token ?? ''
  const freeze = useMutation({
    mutationFn: () => freezeWithdrawals({ data: { body: { token } } }),
  })
  const error = freeze.error ? (asHttpError(freeze.error)?.message ?? m.freeze_failed()) : null
  return (
    <div className="min-h-dvh bg-muted/30">
      <header className="mx-auto flex max-w-md items-center justify-between p-4">
        <Brand />
        <div className="flex items-center gap-1">
          <LanguageSwitcher />
          <ThemeToggle />
        </div>
      </header>
      <main className="mx-auto grid max-w-md gap-4 p-4">
        <AuthCard title={m.freeze_title()} description={m.freeze_body()}>
          {freeze.isSuccess ? (
            <div className="grid gap-3 text-sm" role="status">
              <p className="font-medium">{freeze.data.message}</p>
              <Link to="/signin" className="text-primary underline-offset-4 hover:underline">
                {m.freeze_sign_in()}
              </Link>
            </div>
          ) : (
            <div className="grid gap-3">
              {error ? (
                <p role="alert" className="text-destructive text-sm">
                  {error}
                </p>
              ) : null}
              <Button
                variant="destructive"
                disabled={freeze.isPending || token === ''}
                onClick={() => freeze.mutate()}
              >
                {m.freeze_submit()}
              </Button>
            </div>
          )}
        </AuthCard>
      </main>
    </div>
  )
}
