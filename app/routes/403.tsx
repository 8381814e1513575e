import { createFileRoute } from '@tanstack/react-router'
import { ForbiddenPage } from '~/components/errors/forbidden-page'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/403')({
  head: () => ({ meta: [{ title: m.error_403_title() }] }),
  component: ForbiddenPage,
})
