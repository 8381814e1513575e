import { useMutation } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { AuthCard } from '~/components/auth/auth-card'
import { FieldsForm, useAppForm, useServerChecks } from '~/components/forms/form-hook'
import { useSessionStarted } from '~/lib/auth/session'
import { signUpSchema } from '~/lib/forms/schemas'
import { authSearch } from '~/lib/search'
import { m } from '~/paraglide/messages'
import { register } from '~/server/generated/auth.functions'

export const Route = createFileRoute('/_auth/signup')({
  head: () => ({ meta: [{ title: m.page_signup() }] }),
  validateSearch: authSearch,
  component: SignUpPage,
})

interface SignUpValues {
  email: string
  password: string
  password_confirmation: string
  referral: string
}

function SignUpPage() {
  const search = Route.useSearch()
  const navigate = useNavigate()
  const sessionStarted = useSessionStarted()
  const signUp = useMutation({
    mutationFn: (body: SignUpValues) =>
      register({ data: { body: { ...body, referral: body.referral.trim() || undefined } } }),
  })
  const { checks, server } = useServerChecks(signUpSchema(), async (value) => {
    const answer = await signUp.mutateAsync(value)
    sessionStarted(answer.data.user)
    // Spec §4: on to phone verification, keeping the query string.
    await navigate({ to: '/verify-phone', search, replace: true })
  })
  const form = useAppForm({
    defaultValues: {
      email: '',
      password: '',
      password_confirmation: '',
      referral: search.referral ?? '',
    } satisfies SignUpValues,
    ...checks,
  })

  return (
    <AuthCard
      title={m.page_signup()}
      description={m.signup_description()}
      footer={
        <>
          {m.auth_have_account()}{' '}
          <Link
            to="/signin"
            search={{ returnURL: search.returnURL }}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {m.menu_signin()}
          </Link>
        </>
      }
    >
      <FieldsForm form={form} server={server} label={m.page_signup()}>
        <form.AppField name="email">{(field) => <field.EmailField />}</form.AppField>
        <form.AppField name="password">
          {(field) => (
            <field.PasswordField autoComplete="new-password" hint={m.signup_password_hint()} />
          )}
        </form.AppField>
        <form.AppField name="password_confirmation">
          {(field) => (
            <field.PasswordField
              autoComplete="new-password"
              label={m.field_password_confirmation()}
            />
          )}
        </form.AppField>
        <form.AppField name="referral">
          {(field) => (
            <field.TextField
              label={m.field_referral()}
              autoComplete="off"
              dir="ltr"
              hint={m.signup_referral_hint()}
            />
          )}
        </form.AppField>
        <form.SubmitButton>{m.signup_submit()}</form.SubmitButton>
      </FieldsForm>
    </AuthCard>
  )
}
