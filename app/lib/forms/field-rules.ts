/**
 * Form checks as Standard Schema objects, the interface TanStack Form
 * validates with, without a schema library: the auth forms are on the
 * pages a visitor opens first, within their budget (decision 330). Each
 * field has one rule that answers its message (or nothing); rules see the
 * whole form too, for checks across fields such as a confirmation.
 */
import type { StandardSchemaV1 } from '@tanstack/react-form'

/** The message of the first thing wrong with `value`, or undefined. */
export type FieldRule<V, T> = (value: V, form: T) => string | undefined

interface Issue {
  message: string
  path: [string]
}

/** A schema checking each listed field of a form with its rule. */
export function formRules<T extends Record<string, unknown>>(
  rules: {
    [K in keyof T]?: FieldRule<T[K], T>
  },
): StandardSchemaV1<T> {
  return {
    '~standard': {
      version: 1,
      vendor: 'proptrade',
      validate(input: unknown) {
        const form = input as T
        const issues: Issue[] = []
        for (const [name, rule] of Object.entries(rules)) {
          const message = rule?.(form[name] as T[keyof T], form)
          if (message) issues.push({ message, path: [name] })
        }
        return issues.length > 0 ? { issues } : { value: form }
      },
    },
  }
}

const filled = (value: string) => value.trim() !== ''

/** Required (`whenEmpty`), then matching `pattern` (`invalid`). */
export function requiredMatching(
  whenEmpty: () => string,
  pattern: RegExp,
  invalid: () => string,
): FieldRule<string, unknown> {
  return (value) =>
    !filled(value) ? whenEmpty() : pattern.test(value.trim()) ? undefined : invalid()
}

/** Required: something other than spaces. */
export function required(message: () => string): FieldRule<string, unknown> {
  return (value) => (filled(value) ? undefined : message())
}
