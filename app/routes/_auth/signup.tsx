import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { AuthCard } from '~/components/auth/auth-card'
import { Form } from '~/components/forms/form'
import { SubmitButton } from '~/components/forms/submit-button'
import { TextField } from '~/components/forms/text-field'
import { useSessionStarted } from '~/lib/auth/session'
import { signUpSchema } from '~/lib/forms/schemas'
import { useServerErrors } from '~/lib/forms/server-errors'
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
  const server = useServerErrors()
  const sessionStarted = useSessionStarted()
  const signUp = useMutation({
    mutationFn: (body: SignUpValues) =>
      register({ data: { body: { ...body, referral: body.referral.trim() || undefined } } }),
  })
  const form = useForm({
    defaultValues: {
      email: '',
      password: '',
      password_confirmation: '',
      referral: search.referral ?? '',
    } satisfies SignUpValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: signUpSchema() },
    onSubmit: async ({ value }) => {
      try {
        const answer = await signUp.mutateAsync(value)
        sessionStarted(answer.data.user)
        // Spec §4: on to phone verification, keeping the query string.
        await navigate({ to: '/verify-phone', search, replace: true })
      } catch (error) {
        server.take(error)
      }
    },
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
      <Form onSubmit={() => void form.handleSubmit()} label={m.page_signup()}>
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
              autoComplete="new-password"
              dir="ltr"
              hint={m.signup_password_hint()}
            />
          )}
        </form.Field>
        <form.Field name="password_confirmation">
          {(field) => (
            <TextField
              field={field}
              server={server}
              label={m.field_password_confirmation()}
              type="password"
              autoComplete="new-password"
              dir="ltr"
            />
          )}
        </form.Field>
        <form.Field name="referral">
          {(field) => (
            <TextField
              field={field}
              server={server}
              label={m.field_referral()}
              autoComplete="off"
              dir="ltr"
              hint={m.signup_referral_hint()}
            />
          )}
        </form.Field>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => <SubmitButton busy={submitting}>{m.signup_submit()}</SubmitButton>}
        </form.Subscribe>
      </Form>
    </AuthCard>
  )
}
