/** Parses inputs with contract schemas; failures become 422 field errors. */
import type { z } from 'zod'
import type { Locale } from '../i18n.ts'
import { translate } from '../i18n.ts'
import { type FieldErrors, validationError } from './errors.ts'

export function fieldErrorsOf(error: z.ZodError, locale: Locale, input?: unknown): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : 'body'
    const message = messageOf(issue, field, valueAt(input, issue.path) === undefined)
    const list = errors[field] ?? []
    const text = translate(locale, message)
    if (!list.includes(text)) list.push(text)
    errors[field] = list
  }
  return errors
}

/** The value the issue is about (zod 4 does not report it unless asked). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

/** Zod's own texts are for developers; a missing field reads "X is required", a wrong one "X is invalid". */
function messageOf(issue: z.core.$ZodIssue, field: string, missing: boolean): string {
  const custom = issue.message
  const generic =
    custom.startsWith('Invalid input') ||
    custom.startsWith('Too small') ||
    custom.startsWith('Too big') ||
    custom.startsWith('Invalid option') ||
    custom.startsWith('Unrecognized key')
  if (!generic) return custom
  // An array element ("features.0") is named by its array.
  const named = field.split('.').filter((part) => !/^\d+$/.test(part))
  const label = named.at(-1)?.replaceAll('_', ' ') ?? field
  const nice = label.charAt(0).toUpperCase() + label.slice(1)
  if (issue.code === 'invalid_type' && missing) {
    return `${nice} is required`
  }
  return `${nice} is invalid`
}

export function parseWith<S extends z.ZodType>(
  schema: S,
  input: unknown,
  locale: Locale,
): z.output<S> {
  const result = schema.safeParse(input)
  if (!result.success) throw validationError(fieldErrorsOf(result.error, locale, input))
  return result.data
}
