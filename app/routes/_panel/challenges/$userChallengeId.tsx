import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { PageHeader } from '~/components/layout/page-header'
import { tabParam } from '~/lib/search'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/_panel/challenges/$userChallengeId')({
  head: () => ({ meta: [{ title: m.page_challenge_details() }] }),
  validateSearch: z.object({ tab: tabParam }),
  component: Page,
})

function Page() {
  return <PageHeader title={m.page_challenge_details()} />
}
