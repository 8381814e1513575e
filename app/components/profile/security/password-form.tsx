import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Form } from '~/components/forms/form'
import { SubmitButton } from '~/components/forms/submit-button'
import { TextField } from '~/components/forms/text-field'
import { newPasswordSchema } from '~/lib/forms/schemas'
import { useServerErrors } from '~/lib/forms/server-errors'
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
  const server = useServerErrors()
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
  const form = useForm({
    defaultValues: EMPTY,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: newPasswordSchema(hasPassword) },
    onSubmit: async ({ value, formApi }) => {
      try {
        await save.mutateAsync(value)
        formApi.reset()
      } catch (error) {
        server.take(error)
      }
    },
  })
  return (
    <Form onSubmit={() => void form.handleSubmit()} label={m.password_title()}>
      {hasPassword ? (
        <form.Field name="current_password">
          {(field) => (
            <TextField
              field={field}
              server={server}
              label={m.field_current_password()}
              type="password"
              autoComplete="current-password"
              dir="ltr"
            />
          )}
        </form.Field>
      ) : (
        <p className="rounded-md bg-muted p-3 text-sm" data-testid="password-none">
          {m.password_none_yet()}
        </p>
      )}
      <form.Field name="password">
        {(field) => (
          <TextField
            field={field}
            server={server}
            label={m.field_new_password()}
            type="password"
            autoComplete="new-password"
            dir="ltr"
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
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <SubmitButton busy={submitting} className="w-auto justify-self-start">
            {hasPassword ? m.password_change() : m.password_set()}
          </SubmitButton>
        )}
      </form.Subscribe>
    </Form>
  )
}
