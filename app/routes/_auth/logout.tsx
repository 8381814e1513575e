import { createFileRoute } from '@tanstack/react-router'
import { SignOut } from '~/components/auth/sign-out'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/_auth/logout')({
  head: () => ({ meta: [{ title: m.page_signout() }] }),
  component: SignOut,
})
