import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/login')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/signin', search, statusCode: 302 })
  },
})
