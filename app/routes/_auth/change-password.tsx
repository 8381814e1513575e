import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '~/components/layout/page-header'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/_auth/change-password')({
  head: () => ({ meta: [{ title: m.page_change_password() }] }),
  component: Page,
})

function Page() {
  return <PageHeader title={m.page_change_password()} />
}
