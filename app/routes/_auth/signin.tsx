import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { AuthCard } from '~/components/auth/auth-card'
import { GoogleButton } from '~/components/auth/google-button'
import { Form } from '~/components/forms/form'
import { SubmitButton } from '~/components/forms/submit-button'
import { TextField } from '~/components/forms/text-field'
import { afterSignIn, useSessionStarted } from '~/lib/auth/session'
import { useServerErrors } from '~/lib/forms/server-errors'
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
  const server = useServerErrors()
  const sessionStarted = useSessionStarted()
  const signIn = useMutation({
    mutationFn: (body: { email: string; password: string }) => login({ data: { body } }),
    meta: { fieldErrorsShown: true },
  })
  const form = useForm({
    defaultValues: { email: '', password: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: signInSchema() },
    onSubmit: async ({ value }) => {
      try {
        const answer = await signIn.mutateAsync(value)
        // Two-factor on: the code first, then the session (docs/decisions/391).
        if (!('user' in answer.data)) {
          await navigate({ to: '/two-factor', search })
          return
        }
        sessionStarted(answer.data.user)
        await navigate({ href: afterSignIn(search.returnURL), replace: true })
      } catch (error) {
        server.take(error)
      }
    },
  })

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
      <Form onSubmit={() => void form.handleSubmit()} label={m.page_signin()}>
        <form.Field name="email">
          {(field) => (
            <TextField
              field={field}
              server={server}
              label={m.field_email()}
              type="email"
              autoComplete="email"
              inputMode="email"
              dir="ltr"
            />
          )}
        </form.Field>
        <form.Field name="password">
          {(field) => (
            <TextField
              field={field}
              server={server}
              label={m.field_password()}
              type="password"
              autoComplete="current-password"
              dir="ltr"
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
        </form.Field>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => <SubmitButton busy={submitting}>{m.signin_submit()}</SubmitButton>}
        </form.Subscribe>
      </Form>
      <div className="my-4 flex items-center gap-3 text-muted-foreground text-xs">
        <span className="h-px flex-1 bg-border" />
        {m.auth_or()}
        <span className="h-px flex-1 bg-border" />
      </div>
      <GoogleButton returnURL={search.returnURL} />
    </AuthCard>
  )
}
