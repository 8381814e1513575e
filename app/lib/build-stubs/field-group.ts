/**
 * Stands in for TanStack Form's field groups in the browser build (see
 * scripts/vite-trim-unused.ts): `createFormHook` (components/forms/form-hook.tsx)
 * returns `withFieldGroup` beside `useAppForm`, which brings FieldGroupApi
 * along though this app uses no field group, on /signin's budget. Using
 * one fails loudly; remove the trim in that plugin to bring it back.
 */
export const useFieldGroup = () => {
  throw new Error(
    'TanStack Form field groups are trimmed from this build: see scripts/vite-trim-unused.ts',
  )
}
