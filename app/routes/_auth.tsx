import { createFileRoute, Outlet } from '@tanstack/react-router'
import { AuthFrame } from '~/components/layout/auth-frame'

export const Route = createFileRoute('/_auth')({
  component: () => (
    <AuthFrame>
      <Outlet />
    </AuthFrame>
  ),
})
