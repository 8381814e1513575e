/** The staff console's payments list (contract/staff-payments.ts). */
import { queryOptions } from '@tanstack/react-query'
import type { api } from '#contract/index.ts'
import { listStaffPayments } from '~/server/generated/staff-payments.functions'
import type { EndpointInput } from '~/server/upstream/endpoint-input'
import { staffKeys } from './staff'

export type StaffPaymentsQuery = NonNullable<
  NonNullable<EndpointInput<typeof api.staffPayments.list>>['query']
>

export const staffPaymentsQuery = (query: StaffPaymentsQuery = {}) =>
  queryOptions({
    queryKey: [...staffKeys.all, 'payments', query] as const,
    queryFn: () => listStaffPayments({ data: { query } }),
  })
