import { useMutation } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { AuthCard } from '~/components/auth/auth-card'
import { useCodeForm } from '~/components/fields/code-and-phone-fields'
import { FieldsForm, useServerChecks } from '~/components/forms/form-hook'
import { requireUser } from '~/lib/auth/guard'
import { phoneSchema } from '~/lib/forms/schemas'
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
  const request = useMutation({
    mutationFn: (phone: string) => requestPhoneVerification({ data: { body: { phone } } }),
  })
  const { checks, server } = useServerChecks(phoneSchema(), async (value) => {
    const phone = value.phone.trim()
    const answer = await request.mutateAsync(phone)
    await navigate({
      to: '/code-confirmation',
      search,
      state: { phone, resendIn: answer.data.resend_in },
    })
  })
  const form = useCodeForm({ defaultValues: { phone: '' }, ...checks })

  return (
    <AuthCard title={m.page_verify_phone()} description={m.verify_phone_description()}>
      <FieldsForm form={form} server={server} label={m.page_verify_phone()}>
        <form.AppField name="phone">{(field) => <field.PhoneField />}</form.AppField>
        <form.SubmitButton>{m.verify_phone_submit()}</form.SubmitButton>
      </FieldsForm>
    </AuthCard>
  )
}
