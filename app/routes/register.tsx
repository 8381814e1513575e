import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/register')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/signup', search, statusCode: 302 })
  },
})
