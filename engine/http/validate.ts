/** Parses inputs with contract schemas; failures become 422 field errors. */
import type { z } from 'zod'
import type { Locale } from '../i18n.ts'
import { translate } from '../i18n.ts'
import { type FieldErrors, validationError } from './errors.ts'

export function fieldErrorsOf(error: z.ZodError, locale: Locale): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : 'body'
    const message = messageOf(issue, field)
    const list = errors[field] ?? []
    const text = translate(locale, message)
    if (!list.includes(text)) list.push(text)
    errors[field] = list
  }
  return errors
}

/** Zod's own texts are for developers; a missing field reads "X is required". */
function messageOf(issue: z.core.$ZodIssue, field: string): string {
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
  if (issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined) {
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
  if (!result.success) throw validationError(fieldErrorsOf(result.error, locale))
  return result.data
}
