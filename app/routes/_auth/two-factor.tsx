import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { AuthCard } from '~/components/auth/auth-card'
import { Form } from '~/components/forms/form'
import { SubmitButton } from '~/components/forms/submit-button'
import { TextField } from '~/components/forms/text-field'
import { afterSignIn, useSessionStarted } from '~/lib/auth/session'
import { asciiDigits } from '~/lib/forms/digits'
import { secondFactorSchema } from '~/lib/forms/schemas'
import { useServerErrors } from '~/lib/forms/server-errors'
import { authSearch } from '~/lib/search'
import { m } from '~/paraglide/messages'
import { twoFactorChallenge } from '~/server/generated/security.functions'

export const Route = createFileRoute('/_auth/two-factor')({
  head: () => ({ meta: [{ title: m.page_two_factor() }] }),
  validateSearch: authSearch,
  component: TwoFactorPage,
})

/**
 * The second step of a sign-in with two-factor on (password or Google):
 * the session starts only once the code is accepted (docs/decisions/391).
 */
function TwoFactorPage() {
  const search = Route.useSearch()
  const navigate = useNavigate()
  const server = useServerErrors()
  const sessionStarted = useSessionStarted()
  const challenge = useMutation({
    mutationFn: (code: string) => twoFactorChallenge({ data: { body: { code } } }),
  })
  const form = useForm({
    defaultValues: { code: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: secondFactorSchema() },
    onSubmit: async ({ value }) => {
      try {
        const answer = await challenge.mutateAsync(value.code.trim())
        sessionStarted(answer.data.user)
        await navigate({ href: afterSignIn(search.returnURL), replace: true })
      } catch (error) {
        server.take(error)
      }
    },
  })

  return (
    <AuthCard
      title={m.page_two_factor()}
      description={m.two_factor_signin_description()}
      footer={
        <Link
          to="/signin"
          search={search}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {m.two_factor_back_to_signin()}
        </Link>
      }
    >
      <Form onSubmit={() => void form.handleSubmit()} label={m.page_two_factor()}>
        <form.Field name="code">
          {(field) => (
            <TextField
              field={field}
              server={server}
              label={m.two_factor_code_label()}
              normalize={asciiDigits}
              autoComplete="one-time-code"
              maxLength={11}
              dir="ltr"
            />
          )}
        </form.Field>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => <SubmitButton busy={submitting}>{m.two_factor_verify()}</SubmitButton>}
        </form.Subscribe>
      </Form>
    </AuthCard>
  )
}
