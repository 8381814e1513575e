/** The staff console's reads (contract/staff.ts). */
import { queryOptions } from '@tanstack/react-query'
import type { api } from '#contract/index.ts'
import {
  findStaffUsers,
  getStaffCatalogue,
  getStaffUser,
  listStaffAccountRequests,
  listStaffAudit,
  listStaffCoupons,
  listStaffMarketFeeds,
  listStaffPrograms,
  listStaffRealWithdraws,
  listStaffReferralWithdraws,
} from '~/server/generated/staff.functions'
import type { EndpointInput } from '~/server/upstream/endpoint-input'

type S = typeof api.staff
interface Queries {
  realWithdraws: NonNullable<EndpointInput<S['realWithdraws']>>['query']
  referralWithdraws: NonNullable<EndpointInput<S['referralWithdraws']>>['query']
  accountRequests: NonNullable<EndpointInput<S['accountRequests']>>['query']
  coupons: NonNullable<EndpointInput<S['coupons']>>['query']
  audit: NonNullable<EndpointInput<S['audit']>>['query']
}
type Query<E extends keyof Queries> = NonNullable<Queries[E]>

export const staffKeys = {
  all: ['staff'] as const,
  realWithdraws: (query: Query<'realWithdraws'> = {}) =>
    [...staffKeys.all, 'realWithdraws', query] as const,
  referralWithdraws: (query: Query<'referralWithdraws'> = {}) =>
    [...staffKeys.all, 'referralWithdraws', query] as const,
  accountRequests: (query: Query<'accountRequests'> = {}) =>
    [...staffKeys.all, 'accountRequests', query] as const,
  users: (q: string, page = 1) => [...staffKeys.all, 'users', q, page] as const,
  user: (userId: number) => [...staffKeys.all, 'user', userId] as const,
  coupons: (query: Query<'coupons'> = {}) => [...staffKeys.all, 'coupons', query] as const,
  catalogue: () => [...staffKeys.all, 'catalogue'] as const,
  /** Under the catalogue's key: a catalogue edit reads the programs again too. */
  programs: () => [...staffKeys.all, 'catalogue', 'programs'] as const,
  audit: (query: Query<'audit'> = {}) => [...staffKeys.all, 'audit', query] as const,
  marketFeeds: () => [...staffKeys.all, 'marketFeeds'] as const,
}

export const staffRealWithdrawsQuery = (query: Query<'realWithdraws'> = {}) =>
  queryOptions({
    queryKey: staffKeys.realWithdraws(query),
    queryFn: () => listStaffRealWithdraws({ data: { query } }),
  })

export const staffReferralWithdrawsQuery = (query: Query<'referralWithdraws'> = {}) =>
  queryOptions({
    queryKey: staffKeys.referralWithdraws(query),
    queryFn: () => listStaffReferralWithdraws({ data: { query } }),
  })

export const staffAccountRequestsQuery = (query: Query<'accountRequests'> = {}) =>
  queryOptions({
    queryKey: staffKeys.accountRequests(query),
    queryFn: () => listStaffAccountRequests({ data: { query } }),
  })

/** Users matching `q` (none: every user), newest first, 20 a page. */
export const staffUsersQuery = (q: string, page = 1) =>
  queryOptions({
    queryKey: staffKeys.users(q, page),
    queryFn: () => findStaffUsers({ data: { query: { q, page, per_page: 20 } } }),
  })

export const staffUserQuery = (userId: number) =>
  queryOptions({
    queryKey: staffKeys.user(userId),
    queryFn: () => getStaffUser({ data: { params: { userId } } }),
  })

export const staffCouponsQuery = (query: Query<'coupons'> = {}) =>
  queryOptions({
    queryKey: staffKeys.coupons(query),
    queryFn: () => listStaffCoupons({ data: { query } }),
  })

export const staffCatalogueQuery = () =>
  queryOptions({ queryKey: staffKeys.catalogue(), queryFn: () => getStaffCatalogue() })

export const staffProgramsQuery = () =>
  queryOptions({ queryKey: staffKeys.programs(), queryFn: () => listStaffPrograms() })

export const staffAuditQuery = (query: Query<'audit'> = {}) =>
  queryOptions({
    queryKey: staffKeys.audit(query),
    queryFn: () => listStaffAudit({ data: { query } }),
  })

/** Market data health per pair (decision 440): ages move, so it refreshes every few seconds. */
export const staffMarketFeedsQuery = () =>
  queryOptions({
    queryKey: staffKeys.marketFeeds(),
    queryFn: () => listStaffMarketFeeds(),
    refetchInterval: 3000,
  })
