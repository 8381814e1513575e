/** The program form's inputs: a labelled text field or select under its API path, with its error. */
import { useId } from 'react'
import { Input } from '~/components/ui/input'
import { m } from '~/paraglide/messages'
import type { Draft } from './program-draft'

export type FieldProps = {
  draft: Draft
  errors: Record<string, string>
  onChange: (name: string, value: string) => void
}

export function TextField({
  name,
  label,
  ltr = true,
  draft,
  errors,
  onChange,
}: FieldProps & { name: string; label: string; ltr?: boolean }) {
  const id = useId()
  const error = errors[name]
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <Input
        id={id}
        name={name}
        value={draft[name] ?? ''}
        dir={ltr ? 'ltr' : 'auto'}
        inputMode={ltr ? 'decimal' : undefined}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(name, e.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function SelectField({
  name,
  label,
  options,
  draft,
  errors,
  onChange,
}: FieldProps & { name: string; label: string; options: Array<[string, string]> }) {
  const id = useId()
  const error = errors[name]
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={draft[name] ?? ''}
        onChange={(e) => onChange(name, e.target.value)}
        className="h-9 rounded-md border bg-background px-2 text-sm"
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {error ? <p className="text-destructive text-sm">{error}</p> : null}
    </div>
  )
}

export const kindOptions = (): Array<[string, string]> => [
  ['static', m.staff_rule_kind_static()],
  ['trailing', m.staff_rule_kind_trailing()],
]
