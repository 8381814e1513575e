import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { PageHeader } from '~/components/layout/page-header'
import { symbolParam } from '~/lib/search'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/_panel/trade/')({
  head: () => ({ meta: [{ title: m.page_trade() }] }),
  validateSearch: z.object({ symbol: symbolParam }),
  component: Page,
})

function Page() {
  return <PageHeader title={m.page_trade()} />
}
