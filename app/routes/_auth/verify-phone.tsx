import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { AuthCard } from '~/components/auth/auth-card'
import { Form } from '~/components/forms/form'
import { SubmitButton } from '~/components/forms/submit-button'
import { TextField } from '~/components/forms/text-field'
import { requireUser } from '~/lib/auth/guard'
import { asciiDigits } from '~/lib/forms/digits'
import { phoneSchema } from '~/lib/forms/schemas'
import { useServerErrors } from '~/lib/forms/server-errors'
import { authSearch } from '~/lib/search'
import { m } from '~/paraglide/messages'
import { requestPhoneVerification } from '~/server/generated/user.functions'

export const Route = createFileRoute('/_auth/verify-phone')({
  head: () => ({ meta: [{ title: m.page_verify_phone() }] }),
  validateSearch: authSearch,
  beforeLoad: ({ context, location }) => requireUser(context.queryClient, location),
  component: VerifyPhonePage,
})

function VerifyPhonePage() {
  const search = Route.useSearch()
  const navigate = useNavigate()
  const server = useServerErrors()
  const request = useMutation({
    mutationFn: (phone: string) => requestPhoneVerification({ data: { body: { phone } } }),
  })
  const form = useForm({
    defaultValues: { phone: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: phoneSchema() },
    onSubmit: async ({ value }) => {
      const phone = value.phone.trim()
      try {
        const answer = await request.mutateAsync(phone)
        await navigate({
          to: '/code-confirmation',
          search,
          state: { phone, resendIn: answer.data.resend_in },
        })
      } catch (error) {
        server.take(error)
      }
    },
  })

  return (
    <AuthCard title={m.page_verify_phone()} description={m.verify_phone_description()}>
      <Form onSubmit={() => void form.handleSubmit()} label={m.page_verify_phone()}>
        <form.Field name="phone">
          {(field) => (
            <TextField
              field={field}
              server={server}
              label={m.field_phone()}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              normalize={asciiDigits}
              dir="ltr"
              placeholder="+989121234567"
              hint={m.verify_phone_hint()}
            />
          )}
        </form.Field>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => <SubmitButton busy={submitting}>{m.verify_phone_submit()}</SubmitButton>}
        </form.Subscribe>
      </Form>
    </AuthCard>
  )
}
