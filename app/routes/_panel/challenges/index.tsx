import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '~/components/layout/page-header'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/_panel/challenges/')({
  head: () => ({ meta: [{ title: m.page_challenges() }] }),
  component: Page,
})

function Page() {
  return <PageHeader title={m.page_challenges()} />
}
