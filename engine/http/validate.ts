/** Parses inputs with contract schemas; failures become 422 field errors. */
import type { z } from 'zod'
import type { Locale } from '../i18n.ts'
import { addTranslations, translate } from '../i18n.ts'
import { type FieldErrors, validationError } from './errors.ts'

/** Messages that say what would have been right (issue 23): the allowed values, the limit, the type. */
const texts = {
  required: '{field} is required',
  invalid: '{field} is invalid',
  oneOf: '{field} is invalid: one of {values}',
  atMost: '{field} is invalid: at most {limit}',
  atLeast: '{field} is invalid: at least {limit}',
  asText: '{field} is invalid: send it as a string, e.g. "{example}"',
  asNumber: '{field} is invalid: expected a number',
  // The contract's shared decimal checks cannot know their field; the answer names it (issue 31).
  greaterThanZero: '{field} must be greater than zero.',
  aDecimal: '{field} must be a decimal number.',
} as const

/** Contract texts written without their field, and the named text each becomes. */
const unnamed: Record<string, string> = {
  'must be greater than zero': texts.greaterThanZero,
  'must be a decimal number': texts.aDecimal,
}

addTranslations('fa', {
  [texts.required]: '{field} الزامی است',
  [texts.invalid]: '{field} نامعتبر است',
  [texts.oneOf]: '{field} نامعتبر است: یکی از {values}',
  [texts.atMost]: '{field} نامعتبر است: حداکثر {limit}',
  [texts.atLeast]: '{field} نامعتبر است: حداقل {limit}',
  [texts.asText]: '{field} نامعتبر است: آن را به صورت رشته بفرستید، مثلاً "{example}"',
  [texts.asNumber]: '{field} نامعتبر است: باید عدد باشد',
  [texts.greaterThanZero]: '{field} باید بزرگ‌تر از صفر باشد.',
  [texts.aDecimal]: '{field} باید یک عدد اعشاری باشد.',
})

type Message = { text: string; params?: Record<string, string | number> }

export function fieldErrorsOf(error: z.ZodError, locale: Locale, input?: unknown): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : 'body'
    const message = messageOf(issue, field, valueAt(input, issue.path))
    const list = errors[field] ?? []
    const text = translate(locale, message.text, message.params)
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
function messageOf(issue: z.core.$ZodIssue, field: string, value: unknown): Message {
  const custom = issue.message
  const named = unnamed[custom]
  const generic =
    custom.startsWith('Invalid input') ||
    custom.startsWith('Too small') ||
    custom.startsWith('Too big') ||
    custom.startsWith('Invalid option') ||
    custom.startsWith('Unrecognized key')
  if (!generic && !named) return { text: custom }
  // An array element ("features.0") is named by its array.
  const parts = field.split('.').filter((part) => !/^\d+$/.test(part))
  const label = parts.at(-1)?.replaceAll('_', ' ') ?? field
  const nice = label.charAt(0).toUpperCase() + label.slice(1)
  if (named) return { text: named, params: { field: nice } }
  const missing = value === undefined
  if (issue.code === 'invalid_type' && missing)
    return { text: texts.required, params: { field: nice } }
  if (issue.code === 'invalid_type' && issue.expected === 'string' && typeof value === 'number')
    return { text: texts.asText, params: { field: nice, example: String(value) } }
  if (issue.code === 'invalid_type' && issue.expected === 'number')
    return { text: texts.asNumber, params: { field: nice } }
  if (issue.code === 'invalid_value' && issue.values.length > 0)
    return {
      text: texts.oneOf,
      params: { field: nice, values: issue.values.map(String).join(', ') },
    }
  if (issue.code === 'too_big' && issue.origin === 'number')
    return { text: texts.atMost, params: { field: nice, limit: String(issue.maximum) } }
  if (issue.code === 'too_small' && issue.origin === 'number')
    return { text: texts.atLeast, params: { field: nice, limit: String(issue.minimum) } }
  return { text: texts.invalid, params: { field: nice } }
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
