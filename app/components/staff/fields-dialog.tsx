import { useMutation } from '@tanstack/react-query'
import { type ReactNode, useId, useState } from 'react'
import { Form } from '~/components/forms/form'
import { SubmitButton } from '~/components/forms/submit-button'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog'
import { Input } from '~/components/ui/input'
import { firstFieldErrors } from '~/lib/http-error'
import { m } from '~/paraglide/messages'

export interface FieldSpec {
  /** The API's field name, so its 422 errors land under the field ("steps.0.days"). */
  name: string
  label: string
  /** Figures and codes read left to right in both languages. */
  ltr?: boolean
  numeric?: boolean
  /** Text in the other language than the page's (a Persian title in the English console). */
  dir?: 'auto'
  /** A choice among these values (value, label) instead of free text. */
  options?: Array<[string, string]>
}

/**
 * A staff edit of several text fields (a product, the rules): every field
 * is required; the engine validates the values and its field errors show
 * under their fields.
 */
export function FieldsDialog({
  trigger,
  title,
  description,
  fields,
  initial,
  submit,
  onSave,
  columns = 2,
}: {
  trigger: ReactNode
  title: string
  description?: ReactNode
  fields: FieldSpec[]
  initial: Record<string, string>
  submit: string
  onSave: (values: Record<string, string>) => Promise<unknown>
  columns?: 1 | 2 | 3
}) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  // A refusal shown under its field is not toasted as well.
  const save = useMutation({ mutationFn: onSave, meta: { fieldErrorsShown: true } })
  const onOpenChange = (next: boolean) => {
    if (next) {
      setValues(initial)
      setErrors({})
    }
    setOpen(next)
  }
  const onSubmit = async () => {
    const trimmed = Object.fromEntries(fields.map((f) => [f.name, (values[f.name] ?? '').trim()]))
    const missing = Object.fromEntries(
      fields.filter((f) => trimmed[f.name] === '').map((f) => [f.name, m.staff_field_required()]),
    )
    if (Object.keys(missing).length > 0) {
      setErrors(missing)
      return
    }
    try {
      await save.mutateAsync(trimmed)
      setOpen(false)
    } catch (error) {
      setErrors(firstFieldErrors(error))
    }
  }
  const grid = columns === 1 ? '' : columns === 2 ? 'sm:grid-cols-2' : 'sm:grid-cols-3'
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent closeLabel={m.money_dialog_close()} className="max-w-lg">
        <DialogTitle>{title}</DialogTitle>
        {description ? (
          <DialogDescription asChild>
            <div>{description}</div>
          </DialogDescription>
        ) : null}
        <Form onSubmit={() => void onSubmit()} label={title}>
          <div className={`grid grid-cols-1 gap-3 ${grid}`}>
            {fields.map((f) => {
              const error = errors[f.name]
              const inputId = `${id}-${f.name}`
              return (
                <div key={f.name} className="grid content-start gap-1.5">
                  <label htmlFor={inputId} className="font-medium text-sm">
                    {f.label}
                  </label>
                  {f.options ? (
                    <select
                      id={inputId}
                      name={f.name}
                      value={values[f.name] ?? ''}
                      aria-invalid={error ? true : undefined}
                      onChange={(e) => {
                        const value = e.target.value
                        setValues((v) => ({ ...v, [f.name]: value }))
                        setErrors(({ [f.name]: _, ...rest }) => rest)
                      }}
                      className="h-9 rounded-md border bg-background px-2 text-sm"
                    >
                      {f.options.map(([value, text]) => (
                        <option key={value} value={value}>
                          {text}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <Input
                      id={inputId}
                      name={f.name}
                      value={values[f.name] ?? ''}
                      dir={f.ltr ? 'ltr' : f.dir}
                      inputMode={f.numeric ? 'decimal' : undefined}
                      autoComplete="off"
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${inputId}-error` : undefined}
                      onChange={(e) => {
                        const value = e.target.value
                        setValues((v) => ({ ...v, [f.name]: value }))
                        setErrors(({ [f.name]: _, ...rest }) => rest)
                      }}
                    />
                  )}
                  {error ? (
                    <p id={`${inputId}-error`} className="text-destructive text-sm">
                      {error}
                    </p>
                  ) : null}
                </div>
              )
            })}
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {m.staff_cancel()}
            </Button>
            <SubmitButton busy={save.isPending} className="w-auto">
              {submit}
            </SubmitButton>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
