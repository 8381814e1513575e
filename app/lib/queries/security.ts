/** Queries of account security: two-factor status and sessions (contract/security.ts). */
import { queryOptions } from '@tanstack/react-query'
import { getTwoFactorStatus, listSessions } from '~/server/generated/security.functions'

export const securityKeys = {
  all: ['security'] as const,
  twoFactor: () => [...securityKeys.all, 'twoFactor'] as const,
  sessions: () => [...securityKeys.all, 'sessions'] as const,
}

export const twoFactorStatusQuery = () =>
  queryOptions({
    queryKey: securityKeys.twoFactor(),
    queryFn: async () => (await getTwoFactorStatus()).data,
  })

export const sessionsQuery = () =>
  queryOptions({
    queryKey: securityKeys.sessions(),
    queryFn: async () => (await listSessions()).data,
  })
