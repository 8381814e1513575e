import { useMutation, useQueryClient } from '@tanstack/react-query'
import { FieldsForm, useAppForm, useServerChecks } from '~/components/forms/form-hook'
import { newPasswordSchema } from '~/lib/forms/schemas'
import { securityKeys } from '~/lib/queries/security'
import { userKeys } from '~/lib/queries/user'
import { m } from '~/paraglide/messages'
import { changePassword } from '~/server/generated/security.functions'

const EMPTY = { current_password: '', password: '', password_confirmation: '' }

/**
 * Profile → Security: a new password while signed in. The engine ends every
 * other session (the sessions list below refreshes); this one stays. An
 * account made with Google has no password yet: the form sets its first one
 * without asking for a current one (decision 467), then becomes the usual
 * change form (the user is refetched: `has_password`).
 */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const queryClient = useQueryClient()
  const save = useMutation({
    mutationFn: ({ current_password, ...rest }: typeof EMPTY) =>
      changePassword({ data: { body: hasPassword ? { current_password, ...rest } : rest } }),
    meta: { fieldErrorsShown: true },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: securityKeys.sessions() }),
        queryClient.invalidateQueries({ queryKey: userKeys.current() }),
      ]),
  })
  const { checks, server } = useServerChecks(
    newPasswordSchema(hasPassword),
    async (value, reset) => {
      await save.mutateAsync(value)
      reset()
    },
  )
  const form = useAppForm({ defaultValues: EMPTY, ...checks })
  return (
    <FieldsForm form={form} server={server} label={m.password_title()}>
      {hasPassword ? (
        <form.AppField name="current_password">
          {(field) => (
            <field.PasswordField
              autoComplete="current-password"
              label={m.field_current_password()}
            />
          )}
        </form.AppField>
      ) : (
        <p className="rounded-md bg-muted p-3 text-sm" data-testid="password-none">
          {m.password_none_yet()}
        </p>
      )}
      <form.AppField name="password">
        {(field) => (
          <field.PasswordField autoComplete="new-password" label={m.field_new_password()} />
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
      <form.SubmitButton className="w-auto justify-self-start">
        {hasPassword ? m.password_change() : m.password_set()}
      </form.SubmitButton>
    </FieldsForm>
  )
}
