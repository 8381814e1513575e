import type { AnyFieldApi } from '@tanstack/react-form'
import { useId } from 'react'
import { firstError } from '~/components/forms/text-field'
import type { ServerErrors } from '~/lib/forms/server-errors'
import { cn } from '~/lib/utils'

/** A labelled native select bound to a form field (its value a string), its error under it. */
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
  options: ReadonlyArray<{ value: string; label: string }>
}) {
  const id = useId()
  const name = field.name as string
  const error = firstError(field.state.meta.errors) ?? server?.of(name)
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={(field.state.value as string | undefined) ?? ''}
        onBlur={field.handleBlur}
        onChange={(event) => {
          field.handleChange(event.target.value)
          server?.clear(name)
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(
          'flex h-10 w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-none sm:text-sm dark:bg-input/30',
          'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
          'aria-invalid:border-destructive',
        )}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} data-testid={`error-${name}`} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  )
}
