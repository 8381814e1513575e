import { useCodeForm } from '~/components/fields/code-and-phone-fields'
import { FieldsForm, useServerChecks } from '~/components/forms/form-hook'
import type { secondFactorSchema } from '~/lib/forms/schemas'

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
  const { checks, server } = useServerChecks(schema(), async (value, reset) => {
    await onCode(value.code.trim())
    reset()
  })
  const form = useCodeForm({ defaultValues: { code: '' }, ...checks })
  return (
    <FieldsForm
      form={form}
      server={server}
      label={label}
      className="sm:grid-cols-[1fr_auto] sm:items-start"
    >
      <form.AppField name="code">{(field) => <field.SecondFactorField />}</form.AppField>
      <form.SubmitButton className="w-auto sm:mt-6">{submitLabel}</form.SubmitButton>
    </FieldsForm>
  )
}
