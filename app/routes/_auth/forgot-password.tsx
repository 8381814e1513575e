import { useMutation } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { AuthCard } from '~/components/auth/auth-card'
import { FieldsForm, useAppForm, useServerChecks } from '~/components/forms/form-hook'
import { forgotPasswordSchema } from '~/lib/forms/schemas'
import { m } from '~/paraglide/messages'
import { forgotPassword } from '~/server/generated/auth.functions'

export const Route = createFileRoute('/_auth/forgot-password')({
  head: () => ({ meta: [{ title: m.page_forgot_password() }] }),
  component: ForgotPasswordPage,
})

function ForgotPasswordPage() {
  const navigate = useNavigate()
  const send = useMutation({
    mutationFn: (body: { email: string }) => forgotPassword({ data: { body } }),
  })
  const { checks, server } = useServerChecks(forgotPasswordSchema(), async (value) => {
    await send.mutateAsync(value)
    // Spec §4: on to change password, the e-mail in navigation state.
    await navigate({ to: '/change-password', state: { email: value.email.trim() } })
  })
  const form = useAppForm({ defaultValues: { email: '' }, ...checks })

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
      <FieldsForm form={form} server={server} label={m.page_forgot_password()}>
        <form.AppField name="email">{(field) => <field.EmailField />}</form.AppField>
        <form.SubmitButton>{m.forgot_submit()}</form.SubmitButton>
      </FieldsForm>
    </AuthCard>
  )
}
