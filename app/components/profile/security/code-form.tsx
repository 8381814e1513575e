import { revalidateLogic, useForm } from '@tanstack/react-form'
import { Form } from '~/components/forms/form'
import { SubmitButton } from '~/components/forms/submit-button'
import { TextField } from '~/components/forms/text-field'
import { asciiDigits } from '~/lib/forms/digits'
import type { secondFactorSchema } from '~/lib/forms/schemas'
import { useServerErrors } from '~/lib/forms/server-errors'
import { m } from '~/paraglide/messages'

/** One code field and its button: confirming, disabling, new recovery codes. */
export function CodeForm({
  label,
  submitLabel,
  schema,
  onCode,
}: {
  label: string
  submitLabel: string
  schema: typeof secondFactorSchema
  onCode: (code: string) => Promise<unknown>
}) {
  const server = useServerErrors()
  const form = useForm({
    defaultValues: { code: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema() },
    onSubmit: async ({ value }) => {
      try {
        await onCode(value.code.trim())
        form.reset()
      } catch (error) {
        server.take(error)
      }
    },
  })
  return (
    <Form
      onSubmit={() => void form.handleSubmit()}
      label={label}
      className="sm:grid-cols-[1fr_auto] sm:items-start"
    >
      <form.Field name="code">
        {(field) => (
          <TextField
            field={field}
            server={server}
            label={m.two_factor_code_label()}
            normalize={asciiDigits}
            autoComplete="one-time-code"
            maxLength={11}
            dir="ltr"
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <SubmitButton busy={submitting} className="w-auto sm:mt-6">
            {submitLabel}
          </SubmitButton>
        )}
      </form.Subscribe>
    </Form>
  )
}
