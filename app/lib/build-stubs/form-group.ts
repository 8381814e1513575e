/**
 * Stands in for TanStack Form's FormGroup in the browser build (see
 * scripts/vite-trim-unused.ts): `useForm` attaches it to every form, this
 * app uses none, and it costs 4 KB of the sign-in page's budget. Using it
 * fails loudly; remove the trim in that plugin to bring it back.
 */
const unavailable = () => {
  throw new Error(
    'TanStack Form groups are trimmed from this build: see scripts/vite-trim-unused.ts',
  )
}

export const FormGroup = unavailable
export const useFormGroup = unavailable
