import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import type { User } from '#contract/user.ts'
import { Form } from '~/components/forms/form'
import { SubmitButton } from '~/components/forms/submit-button'
import { TextField } from '~/components/forms/text-field'
import { useUserUpdated } from '~/lib/auth/session'
import { nameSchema } from '~/lib/forms/schemas'
import { useServerErrors } from '~/lib/forms/server-errors'
import { m } from '~/paraglide/messages'
import { changeName } from '~/server/generated/user.functions'

/** The name other people see (ticket replies, the referral list). */
export function NameForm({ user }: { user: User }) {
  const server = useServerErrors()
  const userUpdated = useUserUpdated()
  const save = useMutation({
    mutationFn: (name: string) => changeName({ data: { body: { name } } }),
  })
  const form = useForm({
    defaultValues: { name: user.name ?? '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: nameSchema() },
    onSubmit: async ({ value }) => {
      try {
        userUpdated((await save.mutateAsync(value.name.trim())).data)
      } catch (error) {
        server.take(error)
      }
    },
  })
  return (
    <Form
      onSubmit={() => void form.handleSubmit()}
      label={m.profile_display_name()}
      className="sm:grid-cols-[1fr_auto] sm:items-start"
    >
      <form.Field name="name">
        {(field) => (
          <TextField field={field} server={server} label={m.field_name()} autoComplete="nickname" />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <SubmitButton busy={submitting} className="w-auto sm:mt-6">
            {m.profile_save()}
          </SubmitButton>
        )}
      </form.Subscribe>
    </Form>
  )
}
