import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { createFileRoute, Link, useLocation, useNavigate } from '@tanstack/react-router'
import { AuthCard } from '~/components/auth/auth-card'
import { Form } from '~/components/forms/form'
import { SubmitButton } from '~/components/forms/submit-button'
import { TextField } from '~/components/forms/text-field'
import { asciiDigits } from '~/lib/forms/digits'
import { changePasswordSchema } from '~/lib/forms/schemas'
import { useServerErrors } from '~/lib/forms/server-errors'
import { m } from '~/paraglide/messages'
import { resetPassword } from '~/server/generated/auth.functions'

export const Route = createFileRoute('/_auth/change-password')({
  head: () => ({ meta: [{ title: m.page_change_password() }] }),
  component: ChangePasswordPage,
})

function ChangePasswordPage() {
  const navigate = useNavigate()
  const server = useServerErrors()
  // Carried from forgot-password; a visitor who came another way types it.
  const sentTo = useLocation({ select: (location) => location.state.email })
  const reset = useMutation({
    mutationFn: (value: { email: string; code: string; password: string }) =>
      resetPassword({
        data: {
          body: {
            email: value.email.trim(),
            code: value.code.trim(),
            password: value.password,
            // Spec §3: the confirmation is the password itself.
            password_confirmation: value.password,
          },
        },
      }),
  })
  const form = useForm({
    defaultValues: { email: sentTo ?? '', code: '', password: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: changePasswordSchema() },
    onSubmit: async ({ value }) => {
      try {
        await reset.mutateAsync(value)
        await navigate({ to: '/signin', replace: true })
      } catch (error) {
        server.take(error)
      }
    },
  })

  return (
    <AuthCard
      title={m.page_change_password()}
      description={
        sentTo ? (
          <>
            {m.change_password_sent_to()}{' '}
            <bdi dir="ltr" className="font-medium text-foreground">
              {sentTo}
            </bdi>
          </>
        ) : (
          m.change_password_description()
        )
      }
      footer={
        <Link
          to="/forgot-password"
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {m.change_password_resend()}
        </Link>
      }
    >
      <Form onSubmit={() => void form.handleSubmit()} label={m.page_change_password()}>
        {sentTo ? null : (
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
        )}
        <form.Field name="code">
          {(field) => (
            <TextField
              field={field}
              server={server}
              label={m.field_code()}
              normalize={asciiDigits}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={5}
              dir="ltr"
            />
          )}
        </form.Field>
        <form.Field name="password">
          {(field) => (
            <TextField
              field={field}
              server={server}
              label={m.field_new_password()}
              type="password"
              autoComplete="new-password"
              dir="ltr"
              hint={m.signup_password_hint()}
            />
          )}
        </form.Field>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <SubmitButton busy={submitting}>{m.change_password_submit()}</SubmitButton>
          )}
        </form.Subscribe>
      </Form>
    </AuthCard>
  )
}
