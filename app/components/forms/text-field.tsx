import type { AnyFieldApi } from '@tanstack/react-form'
import { type ComponentProps, type ReactNode, useId } from 'react'
import { Input } from '~/components/ui/input'
import type { ServerErrors } from '~/lib/forms/server-errors'

/** The first validation error of a field, as text (Standard Schema issues carry a message). */
export function firstError(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error
    if (typeof error === 'object' && error !== null && 'message' in error) {
      const message = (error as { message: unknown }).message
      if (typeof message === 'string' && message) return message
    }
  }
  return undefined
}

type InputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'onBlur' | 'name' | 'id'>

/** A labelled input bound to a form field, its error (browser's or upstream's) under it. */
export function TextField({
  field,
  label,
  server,
  normalize,
  hint,
  labelAction,
  ...input
}: InputProps & {
  field: AnyFieldApi
  label: string
  server?: ServerErrors
  /** Rewrites what was typed before it is stored (e.g. Persian digits). */
  normalize?: (value: string) => string
  hint?: ReactNode
  /** Shown at the end of the label row (e.g. "Forgot password?"). */
  labelAction?: ReactNode
}) {
  const id = useId()
  const name = field.name as string
  const error = firstError(field.state.meta.errors) ?? server?.of(name)
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="font-medium text-sm">
          {label}
        </label>
        {labelAction}
      </div>
      <Input
        id={id}
        name={name}
        value={(field.state.value as string | undefined) ?? ''}
        onBlur={field.handleBlur}
        onChange={(event) => {
          const value = normalize ? normalize(event.target.value) : event.target.value
          field.handleChange(value)
          server?.clear(name)
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        // What a person types (names, titles) takes its own direction; fields
        // that are always Latin (e-mail, passwords, figures) say dir="ltr".
        dir="auto"
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} data-testid={`error-${name}`} className="text-destructive text-sm">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
