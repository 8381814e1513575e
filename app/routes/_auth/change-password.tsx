import { useMutation } from '@tanstack/react-query'
import { createFileRoute, Link, useLocation, useNavigate } from '@tanstack/react-router'
import { AuthCard } from '~/components/auth/auth-card'
import { useCodeForm } from '~/components/fields/code-and-phone-fields'
import { FieldsForm, useServerChecks } from '~/components/forms/form-hook'
import { changePasswordSchema } from '~/lib/forms/schemas'
import { m } from '~/paraglide/messages'
import { resetPassword } from '~/server/generated/auth.functions'

export const Route = createFileRoute('/_auth/change-password')({
  head: () => ({ meta: [{ title: m.page_change_password() }] }),
  component: ChangePasswordPage,
})

function ChangePasswordPage() {
  const navigate = useNavigate()
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
  const { checks, server } = useServerChecks(changePasswordSchema(), async (value) => {
    await reset.mutateAsync(value)
    await navigate({ to: '/signin', replace: true })
  })
  const form = useCodeForm({
    defaultValues: { email: sentTo ?? '', code: '', password: '' },
    ...checks,
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
      <FieldsForm form={form} server={server} label={m.page_change_password()}>
        {sentTo ? null : (
          <form.AppField name="email">{(field) => <field.EmailField />}</form.AppField>
        )}
        <form.AppField name="code">{(field) => <field.CodeField />}</form.AppField>
        <form.AppField name="password">
          {(field) => (
            <field.PasswordField
              autoComplete="new-password"
              label={m.field_new_password()}
              hint={m.signup_password_hint()}
            />
          )}
        </form.AppField>
        <form.SubmitButton>{m.change_password_submit()}</form.SubmitButton>
      </FieldsForm>
    </AuthCard>
  )
}
