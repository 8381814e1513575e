import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { StaffFrame } from '~/components/staff/staff-frame'
import { staffHead } from '~/components/staff/staff-head'
import { requireUser } from '~/lib/auth/guard'

/**
 * The staff console (rules.md, Staff): support and admin only. A visitor
 * signs in first; a trader gets the permission-denied page. The engine
 * checks the role again on every call.
 */
export const Route = createFileRoute('/staff')({
  head: staffHead('console'),
  beforeLoad: async ({ context, location }) => {
    const user = await requireUser(context.queryClient, location)
    if (user.role === 'trader') throw redirect({ to: '/403', statusCode: 302 })
    return { staff: user }
  },
  component: Layout,
})

function Layout() {
  const { staff } = Route.useRouteContext()
  return (
    <StaffFrame role={staff.role}>
      <Outlet />
    </StaffFrame>
  )
}
