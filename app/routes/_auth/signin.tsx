import { useMutation } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { AuthCard } from '~/components/auth/auth-card'
import { GoogleButton } from '~/components/auth/google-button'
import { FieldsForm, useAppForm, useServerChecks } from '~/components/forms/form-hook'
import { afterSignIn, useSessionStarted } from '~/lib/auth/session'
import { signInSchema } from '~/lib/forms/sign-in-rules'
import { authSearch } from '~/lib/search'
import { m } from '~/paraglide/messages'
import { login } from '~/server/generated/auth.functions'

export const Route = createFileRoute('/_auth/signin')({
  head: () => ({ meta: [{ title: m.page_signin() }] }),
  validateSearch: authSearch,
  component: SignInPage,
})

function SignInPage() {
  const search = Route.useSearch()
  const navigate = useNavigate()
  const sessionStarted = useSessionStarted()
  const signIn = useMutation({
    mutationFn: (body: { email: string; password: string }) => login({ data: { body } }),
    meta: { fieldErrorsShown: true },
  })
  const { checks, server } = useServerChecks(signInSchema(), async (value) => {
    const answer = await signIn.mutateAsync(value)
    // Two-factor on: the code first, then the session (docs/decisions/391).
    if (!('user' in answer.data)) {
      await navigate({ to: '/two-factor', search })
      return
    }
    sessionStarted(answer.data.user)
    await navigate({ href: afterSignIn(search.returnURL), replace: true })
  })
  const form = useAppForm({ defaultValues: { email: '', password: '' }, ...checks })

  return (
    <AuthCard
      title={m.page_signin()}
      description={m.signin_description()}
      footer={
        <>
          {m.auth_no_account()}{' '}
          <Link
            to="/signup"
            search={search}
            data-testid="signup-link"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {m.menu_signup()}
          </Link>
        </>
      }
    >
      <FieldsForm form={form} server={server} label={m.page_signin()}>
        <form.AppField name="email">{(field) => <field.EmailField />}</form.AppField>
        <form.AppField name="password">
          {(field) => (
            <field.PasswordField
              autoComplete="current-password"
              labelAction={
                <Link
                  to="/forgot-password"
                  className="text-primary text-sm underline-offset-4 hover:underline"
                >
                  {m.signin_forgot()}
                </Link>
              }
            />
          )}
        </form.AppField>
        <form.SubmitButton>{m.signin_submit()}</form.SubmitButton>
      </FieldsForm>
      <div className="my-4 flex items-center gap-3 text-muted-foreground text-xs">
        <span className="h-px flex-1 bg-border" />
        {m.auth_or()}
        <span className="h-px flex-1 bg-border" />
      </div>
      <GoogleButton returnURL={search.returnURL} />
    </AuthCard>
  )
}
