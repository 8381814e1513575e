import { createFileRoute } from '@tanstack/react-router'
import { SignOut } from '~/components/auth/sign-out'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/_auth/signout')({
  head: () => ({ meta: [{ title: m.page_signout() }] }),
  component: SignOut,
})
