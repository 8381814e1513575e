import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '~/components/layout/page-header'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/_panel/trade/$userChallengeId/$symbol')({
  head: () => ({ meta: [{ title: m.page_trade() }] }),
  component: Page,
})

function Page() {
  return <PageHeader title={m.page_trade()} />
}
