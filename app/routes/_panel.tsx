import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { PanelFrame } from '~/components/layout/panel-frame'
import { currentUserQuery } from '~/lib/queries/user'
import { isQuietPage } from '~/lib/quiet-pages'

export const Route = createFileRoute('/_panel')({
  // Visitors go to sign-in and come back here after; the quiet pages (trade,
  // new challenge) are open to them. The user is cached, so this is one
  // upstream call per session, not per page.
  beforeLoad: async ({ context, location }) => {
    const quiet = isQuietPage(location.pathname)
    const user = await context.queryClient.ensureQueryData(currentUserQuery()).catch((error) => {
      if (quiet) return null
      throw error
    })
    if (!user && !quiet) {
      throw redirect({ to: '/signin', search: { returnURL: location.href }, statusCode: 302 })
    }
  },
  component: () => (
    <PanelFrame>
      <Outlet />
    </PanelFrame>
  ),
})
