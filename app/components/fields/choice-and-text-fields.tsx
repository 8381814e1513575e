/**
 * Form fields beside TextField (forms/text-field.tsx): a native select and a
 * text area, with the same label and error frame. Not under forms/: that
 * folder ships in the chunk every page with a form loads, /signin included
 * (vite.config.ts), and only some forms need these.
 */
import type { AnyFieldApi } from '@tanstack/react-form'
import { type ReactNode, useId } from 'react'
import { firstError } from '~/components/forms/text-field'
import type { ServerErrors } from '~/lib/forms/server-errors'
import { cn } from '~/lib/utils'

const control = cn(
  'w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-none transition-[color,box-shadow] sm:text-sm dark:bg-input/30',
  'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
  'aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40',
)

/** Label, control and the field's error (the browser's or the engine's) under it. */
function FieldFrame({
  id,
  label,
  name,
  error,
  children,
}: {
  id: string
  label: string
  name: string
  error: string | undefined
  children: ReactNode
}) {
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} data-testid={`error-${name}`} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  )
}

function useFieldError(field: AnyFieldApi, server?: ServerErrors) {
  const name = field.name as string
  return { name, error: firstError(field.state.meta.errors) ?? server?.of(name) }
}

export function SelectField({
  field,
  label,
  server,
  placeholder,
  options,
}: {
  field: AnyFieldApi
  label: string
  server?: ServerErrors
  placeholder: string
  options: ReadonlyArray<{ value: string; label: string; disabled?: boolean }>
}) {
  const id = useId()
  const { name, error } = useFieldError(field, server)
  return (
    <FieldFrame id={id} label={label} name={name} error={error}>
      <select
        id={id}
        name={name}
        className={cn(control, 'h-10 py-0')}
        value={(field.state.value as string | undefined) ?? ''}
        onBlur={field.handleBlur}
        onChange={(event) => {
          field.handleChange(event.target.value)
          server?.clear(name)
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}

export function TextAreaField({
  field,
  label,
  server,
  rows = 5,
}: {
  field: AnyFieldApi
  label: string
  server?: ServerErrors
  rows?: number
}) {
  const id = useId()
  const { name, error } = useFieldError(field, server)
  return (
    <FieldFrame id={id} label={label} name={name} error={error}>
      <textarea
        id={id}
        name={name}
        rows={rows}
        dir="auto"
        className={cn(control, 'min-h-24 resize-y')}
        value={(field.state.value as string | undefined) ?? ''}
        onBlur={field.handleBlur}
        onChange={(event) => {
          field.handleChange(event.target.value)
          server?.clear(name)
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </FieldFrame>
  )
}
