/**
 * Field errors from an upstream 422, shown under their fields until the
 * user edits that field. (The message itself is toasted by the response
 * handling, spec §8.)
 */
import { useCallback, useState } from 'react'
import { firstFieldErrors } from '~/lib/http-error'

export interface ServerErrors {
  of(name: string): string | undefined
  /** Takes the field errors of a failed call (none: clears them). */
  take(error: unknown): void
  clear(name: string): void
}

export function useServerErrors(): ServerErrors {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const take = useCallback((error: unknown) => setErrors(firstFieldErrors(error)), [])
  const clear = useCallback(
    (name: string) =>
      setErrors((current) => {
        if (!(name in current)) return current
        const { [name]: _, ...rest } = current
        return rest
      }),
    [],
  )
  return { of: (name) => errors[name], take, clear }
}
