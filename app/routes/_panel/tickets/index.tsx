import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '~/components/layout/page-header'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/_panel/tickets/')({
  head: () => ({ meta: [{ title: m.page_tickets() }] }),
  component: Page,
})

function Page() {
  return <PageHeader title={m.page_tickets()} />
}
