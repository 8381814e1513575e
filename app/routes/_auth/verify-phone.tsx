import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '~/components/layout/page-header'
import { returnUrlSearch } from '~/lib/search'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/_auth/verify-phone')({
  head: () => ({ meta: [{ title: m.page_verify_phone() }] }),
  validateSearch: returnUrlSearch,
  component: Page,
})

function Page() {
  return <PageHeader title={m.page_verify_phone()} />
}
