import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import type { User } from '#contract/user.ts'
import { Form } from '~/components/forms/form'
import { SubmitButton } from '~/components/forms/submit-button'
import { TextField } from '~/components/forms/text-field'
import { useUserUpdated } from '~/lib/auth/session'
import { baseInfoSchema } from '~/lib/forms/schemas'
import { useServerErrors } from '~/lib/forms/server-errors'
import { m } from '~/paraglide/messages'
import { updateProfileBaseInfo } from '~/server/generated/user.functions'

/**
 * First and last names in Persian and in English. Confirming the English
 * name (as on the ID) locks it (spec §4).
 */
export function BaseInfoForm({ user }: { user: User }) {
  const server = useServerErrors()
  const userUpdated = useUserUpdated()
  const save = useMutation({
    mutationFn: (body: {
      firstName: string
      lastName: string
      firstNameEN: string
      lastNameEN: string
      confirm: boolean
    }) => updateProfileBaseInfo({ data: { body } }),
  })
  const locked = user.name_confirmed
  const form = useForm({
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      firstNameEN: user.firstNameEN ?? '',
      lastNameEN: user.lastNameEN ?? '',
      confirm: false,
    },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: baseInfoSchema() },
    onSubmit: async ({ value }) => {
      try {
        const answer = await save.mutateAsync({
          firstName: value.firstName.trim(),
          lastName: value.lastName.trim(),
          firstNameEN: value.firstNameEN.trim(),
          lastNameEN: value.lastNameEN.trim(),
          confirm: locked ? false : value.confirm,
        })
        userUpdated(answer.data)
        form.setFieldValue('confirm', false)
      } catch (error) {
        server.take(error)
      }
    },
  })

  return (
    <Form onSubmit={() => void form.handleSubmit()} label={m.profile_base_info()}>
      <div className="grid gap-4 sm:grid-cols-2">
        <form.Field name="firstName">
          {(field) => (
            <TextField
              field={field}
              server={server}
              label={m.field_first_name()}
              autoComplete="given-name"
            />
          )}
        </form.Field>
        <form.Field name="lastName">
          {(field) => (
            <TextField
              field={field}
              server={server}
              label={m.field_last_name()}
              autoComplete="family-name"
            />
          )}
        </form.Field>
        <form.Field name="firstNameEN">
          {(field) => (
            <TextField
              field={field}
              server={server}
              label={m.field_first_name_en()}
              dir="ltr"
              lang="en"
              readOnly={locked}
              hint={locked ? m.profile_name_locked() : undefined}
            />
          )}
        </form.Field>
        <form.Field name="lastNameEN">
          {(field) => (
            <TextField
              field={field}
              server={server}
              label={m.field_last_name_en()}
              dir="ltr"
              lang="en"
              readOnly={locked}
              hint={locked ? m.profile_name_locked() : undefined}
            />
          )}
        </form.Field>
      </div>
      {locked ? null : (
        <form.Field name="confirm">
          {(field) => (
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                name={field.name}
                checked={field.state.value}
                onChange={(event) => field.handleChange(event.target.checked)}
                className="mt-0.5 size-4 accent-primary"
              />
              <span>{m.profile_confirm_name()}</span>
            </label>
          )}
        </form.Field>
      )}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <SubmitButton busy={submitting} className="w-auto justify-self-start">
            {m.profile_save()}
          </SubmitButton>
        )}
      </form.Subscribe>
    </Form>
  )
}
