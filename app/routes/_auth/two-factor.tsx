import { useMutation } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { AuthCard } from '~/components/auth/auth-card'
import { useCodeForm } from '~/components/fields/code-and-phone-fields'
import { FieldsForm, useServerChecks } from '~/components/forms/form-hook'
import { afterSignIn, useSessionStarted } from '~/lib/auth/session'
import { secondFactorSchema } from '~/lib/forms/schemas'
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
  const sessionStarted = useSessionStarted()
  const challenge = useMutation({
    mutationFn: (code: string) => twoFactorChallenge({ data: { body: { code } } }),
  })
  const { checks, server } = useServerChecks(secondFactorSchema(), async (value) => {
    const answer = await challenge.mutateAsync(value.code.trim())
    sessionStarted(answer.data.user)
    await navigate({ href: afterSignIn(search.returnURL), replace: true })
  })
  const form = useCodeForm({ defaultValues: { code: '' }, ...checks })

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
      <FieldsForm form={form} server={server} label={m.page_two_factor()}>
        <form.AppField name="code">{(field) => <field.SecondFactorField />}</form.AppField>
        <form.SubmitButton>{m.two_factor_verify()}</form.SubmitButton>
      </FieldsForm>
    </AuthCard>
  )
}
