import { createFileRoute, Link } from '@tanstack/react-router'
import { PageHeader } from '~/components/layout/page-header'
import { returnUrlSearch } from '~/lib/search'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/_auth/signin')({
  head: () => ({ meta: [{ title: m.page_signin() }] }),
  validateSearch: returnUrlSearch,
  component: SignInPage,
})

function SignInPage() {
  const search = Route.useSearch()
  return (
    <>
      <PageHeader title={m.page_signin()} />
      <p className="text-muted-foreground text-sm">
        {m.auth_no_account()}{' '}
        <Link
          to="/signup"
          search={search}
          data-testid="signup-link"
          className="text-primary underline"
        >
          {m.menu_signup()}
        </Link>
      </p>
    </>
  )
}
