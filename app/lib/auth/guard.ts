/** Pages for signed-in users only: visitors go to sign-in and come back after. */
import type { QueryClient } from '@tanstack/react-query'
import { type ParsedLocation, redirect } from '@tanstack/react-router'
import type { User } from '#contract/user.ts'
import { currentUserQuery } from '~/lib/queries/user'

export async function requireUser(
  queryClient: QueryClient,
  location: ParsedLocation,
): Promise<User> {
  const user = await queryClient.ensureQueryData(currentUserQuery())
  if (!user) {
    throw redirect({ to: '/signin', search: { returnURL: location.href }, statusCode: 302 })
  }
  return user
}
