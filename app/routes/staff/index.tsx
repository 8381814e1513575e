import { createFileRoute, redirect } from '@tanstack/react-router'

/** The console opens on the first queue. */
export const Route = createFileRoute('/staff/')({
  beforeLoad: () => {
    throw redirect({ to: '/staff/real-withdrawals', statusCode: 302 })
  },
})
