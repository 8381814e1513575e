/**
 * Recognises database errors the shell turns into answers. Drizzle wraps
 * driver errors (cause); PGlite names the constraint `constraint`,
 * postgres.js `constraint_name`.
 */
interface PgErrorFields {
  code?: unknown
  constraint?: unknown
  constraint_name?: unknown
  cause?: unknown
}

/** The constraint a unique violation broke, or undefined for any other error. */
export function uniqueViolation(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const fields = e as PgErrorFields
    if (fields.code === '23505') {
      const name = fields.constraint ?? fields.constraint_name
      return typeof name === 'string' ? name : ''
    }
    e = fields.cause
  }
  return undefined
}
