/**
 * The auth and profile forms' one set of fields (issue 37 §5), through
 * TanStack Form's `createFormHook`: a form made by `useAppForm` with the
 * checks of `useServerChecks` renders
 *
 *   <FieldsForm form={form} server={server} label={…}>
 *     <form.AppField name="email">{(field) => <field.EmailField />}</form.AppField>
 *     <form.SubmitButton>{…}</form.SubmitButton>
 *   </FieldsForm>
 *
 * Each field knows its label, keyboard, autofill and digits; its error is
 * the form's check (the shared rules in lib/forms/) or, after a refused
 * call, the upstream's text for it. This module is in the `forms` chunk
 * that /signin loads (vite.config.ts): keep it to fields and their texts.
 */
import {
  createFormHook,
  createFormHookContexts,
  revalidateLogic,
  type StandardSchemaV1,
  useStore,
} from '@tanstack/react-form'
import {
  type ComponentProps,
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
} from 'react'
import { type ServerErrors, useServerErrors } from '~/lib/forms/server-errors'
import { m } from '~/paraglide/messages'
import { Form } from './form'
import { SubmitButton } from './submit-button'
import { TextField } from './text-field'

const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()

/** The upstream's field errors of the form around a field (FieldsForm provides them). */
const ServerErrorsContext = createContext<ServerErrors | undefined>(undefined)

export type BoundProps = Omit<ComponentProps<typeof TextField>, 'field' | 'server' | 'label'> & {
  label?: string
}

/** A text input bound to the field it is rendered for. */
export function BoundTextField({ label = '', ...props }: BoundProps) {
  const field = useFieldContext<string>()
  const server = useContext(ServerErrorsContext)
  return <TextField field={field} server={server} label={label} {...props} />
}

function EmailField({ label = m.field_email(), ...props }: BoundProps) {
  return (
    <BoundTextField
      label={label}
      type="email"
      autoComplete="email"
      inputMode="email"
      dir="ltr"
      {...props}
    />
  )
}

/** A password: the browser offers the saved one (current) or a new one to save. */
function PasswordField({
  label = m.field_password(),
  ...props
}: BoundProps & { autoComplete: 'current-password' | 'new-password' }) {
  return <BoundTextField label={label} type="password" dir="ltr" {...props} />
}

/** The form's submit button, busy while its submit runs. */
function FormSubmitButton(props: Omit<ComponentProps<typeof SubmitButton>, 'busy'>) {
  const form = useFormContext()
  const busy = useStore(form.store, (state) => state.isSubmitting)
  return <SubmitButton busy={busy} {...props} />
}

/**
 * The sign-in form's hook: text, e-mail and password fields. The code and
 * phone fields extend it (components/fields/code-and-phone-fields.tsx), out
 * of /signin's first load (decision 517).
 */
export const { useAppForm, extendForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField: BoundTextField, EmailField, PasswordField },
  formComponents: { SubmitButton: FormSubmitButton },
})

/**
 * The checks and submit of a form made by `useAppForm` (or an extension of
 * it): `schema` checks it (each field its first message, again as the user
 * types after the first submit); `submit` may fail, and a refused call's
 * field errors are then shown under their fields until they are edited.
 *
 *   const { checks, server } = useServerChecks(signInSchema(), async (value) => …)
 *   const form = useAppForm({ defaultValues: { email: '', password: '' }, ...checks })
 */
export function useServerChecks<TValues>(
  schema: StandardSchemaV1<TValues>,
  submit: (value: TValues, reset: () => void) => Promise<unknown>,
) {
  const server = useServerErrors()
  const checks = {
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value, formApi }: { value: TValues; formApi: { reset: () => void } }) => {
      try {
        await submit(value, () => formApi.reset())
      } catch (error) {
        server.take(error)
      }
    },
  }
  return { checks, server }
}

/** The <form> of a `useAppForm` form: submits it, and gives its fields their upstream errors. */
export function FieldsForm({
  form,
  server,
  label,
  className,
  children,
}: {
  form: {
    AppForm: ComponentType<{ children?: ReactNode }>
    handleSubmit: () => Promise<unknown>
  }
  server: ServerErrors
  label: string
  className?: string
  children: ReactNode
}) {
  return (
    <form.AppForm>
      <ServerErrorsContext value={server}>
        <Form onSubmit={() => void form.handleSubmit()} label={label} className={className}>
          {children}
        </Form>
      </ServerErrorsContext>
    </form.AppForm>
  )
}
