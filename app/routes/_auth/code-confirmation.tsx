import { useMutation } from '@tanstack/react-query'
import { createFileRoute, Link, useLocation, useNavigate } from '@tanstack/react-router'
import { AuthCard } from '~/components/auth/auth-card'
import { useCodeForm } from '~/components/fields/code-and-phone-fields'
import { FieldsForm, useServerChecks } from '~/components/forms/form-hook'
import { Button } from '~/components/ui/button'
import { requireUser } from '~/lib/auth/guard'
import { afterSignIn, useUserUpdated } from '~/lib/auth/session'
import { codeSchema } from '~/lib/forms/schemas'
import { asHttpError } from '~/lib/http-error'
import { authSearch } from '~/lib/search'
import { useCountdown } from '~/lib/use-countdown'
import { m } from '~/paraglide/messages'
import {
  confirmPhoneVerification,
  requestPhoneVerification,
} from '~/server/generated/user.functions'

export const Route = createFileRoute('/_auth/code-confirmation')({
  head: () => ({ meta: [{ title: m.page_code_confirmation() }] }),
  validateSearch: authSearch,
  beforeLoad: ({ context, location }) => requireUser(context.queryClient, location),
  component: CodeConfirmationPage,
})

function CodeConfirmationPage() {
  const search = Route.useSearch()
  const navigate = useNavigate()
  const userUpdated = useUserUpdated()
  const { phone, resendIn } = useLocation({ select: (location) => location.state })
  const countdown = useCountdown(resendIn ?? 0)

  const resend = useMutation({
    mutationFn: (to: string) => requestPhoneVerification({ data: { body: { phone: to } } }),
    onSuccess: (answer) => countdown.start(answer.data.resend_in),
    onError: (error) => {
      const wait = asHttpError(error)?.retryAfter
      if (wait) countdown.start(wait)
    },
  })
  const confirm = useMutation({
    mutationFn: (code: string) => confirmPhoneVerification({ data: { body: { code } } }),
  })
  const { checks, server } = useServerChecks(codeSchema(), async (value) => {
    const answer = await confirm.mutateAsync(value.code.trim())
    userUpdated(answer.data)
    await navigate({ href: afterSignIn(search.returnURL), replace: true })
  })
  const form = useCodeForm({ defaultValues: { code: '' }, ...checks })

  return (
    <AuthCard
      title={m.page_code_confirmation()}
      description={
        phone ? (
          <>
            {m.code_sent_to()}{' '}
            <bdi dir="ltr" className="font-medium text-foreground">
              {phone}
            </bdi>
          </>
        ) : (
          m.code_confirmation_description()
        )
      }
      footer={
        <Link
          to="/verify-phone"
          search={search}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {m.code_change_phone()}
        </Link>
      }
    >
      <FieldsForm form={form} server={server} label={m.page_code_confirmation()}>
        <form.AppField name="code">{(field) => <field.CodeField />}</form.AppField>
        <form.SubmitButton>{m.code_submit()}</form.SubmitButton>
      </FieldsForm>
      {phone ? (
        <Button
          type="button"
          variant="link"
          className="mt-2 w-full"
          disabled={countdown.left > 0 || resend.isPending}
          onClick={() => resend.mutate(phone)}
        >
          {countdown.left > 0
            ? m.code_resend_in({ seconds: String(countdown.left) })
            : m.code_resend()}
        </Button>
      ) : null}
    </AuthCard>
  )
}
