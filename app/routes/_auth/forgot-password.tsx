import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { AuthCard } from '~/components/auth/auth-card'
import { Form } from '~/components/forms/form'
import { SubmitButton } from '~/components/forms/submit-button'
import { TextField } from '~/components/forms/text-field'
import { forgotPasswordSchema } from '~/lib/forms/schemas'
import { useServerErrors } from '~/lib/forms/server-errors'
import { m } from '~/paraglide/messages'
import { forgotPassword } from '~/server/generated/auth.functions'

export const Route = createFileRoute('/_auth/forgot-password')({
  head: () => ({ meta: [{ title: m.page_forgot_password() }] }),
  component: ForgotPasswordPage,
})

function ForgotPasswordPage() {
  const navigate = useNavigate()
  const server = useServerErrors()
  const send = useMutation({
    mutationFn: (body: { email: string }) => forgotPassword({ data: { body } }),
  })
  const form = useForm({
    defaultValues: { email: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: forgotPasswordSchema() },
    onSubmit: async ({ value }) => {
      try {
        await send.mutateAsync(value)
        // Spec §4: on to change password, the e-mail in navigation state.
        await navigate({ to: '/change-password', state: { email: value.email.trim() } })
      } catch (error) {
        server.take(error)
      }
    },
  })

  return (
    <AuthCard
      title={m.page_forgot_password()}
      description={m.forgot_description()}
      footer={
        <Link to="/signin" className="font-medium text-primary underline-offset-4 hover:underline">
          {m.auth_back_to_signin()}
        </Link>
      }
    >
      <Form onSubmit={() => void form.handleSubmit()} label={m.page_forgot_password()}>
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
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => <SubmitButton busy={submitting}>{m.forgot_submit()}</SubmitButton>}
        </form.Subscribe>
      </Form>
    </AuthCard>
  )
}
