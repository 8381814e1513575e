/** The trade terminal's reads (contract/trade.ts), per account. */
import { queryOptions } from '@tanstack/react-query'
import type { api } from '#contract/index.ts'
import {
  getTradeSnapshot,
  listOpenOrders,
  listOrderHistory,
  listPositions,
  listTradeHistory,
  listTransactionHistory,
} from '~/server/generated/trade.functions'
import type { EndpointInput } from '~/server/upstream/endpoint-input'

type Filter = NonNullable<EndpointInput<typeof api.trade.openOrders>>['query']
type PagedFilter = NonNullable<EndpointInput<typeof api.trade.orderHistory>>['query']

export const tradeKeys = {
  all: ['trade'] as const,
  account: (userChallengeId: number) => [...tradeKeys.all, userChallengeId] as const,
  snapshot: (userChallengeId: number, coinPairCode: string) =>
    [...tradeKeys.account(userChallengeId), 'snapshot', coinPairCode] as const,
  openOrders: (userChallengeId: number, query: Filter = {}) =>
    [...tradeKeys.account(userChallengeId), 'openOrders', query] as const,
  positions: (userChallengeId: number, query: Filter = {}) =>
    [...tradeKeys.account(userChallengeId), 'positions', query] as const,
  orderHistory: (userChallengeId: number, query: PagedFilter = {}) =>
    [...tradeKeys.account(userChallengeId), 'orderHistory', query] as const,
  tradeHistory: (userChallengeId: number, query: PagedFilter = {}) =>
    [...tradeKeys.account(userChallengeId), 'tradeHistory', query] as const,
  transactionHistory: (userChallengeId: number, query: PagedFilter = {}) =>
    [...tradeKeys.account(userChallengeId), 'transactionHistory', query] as const,
}

export const tradeSnapshotQuery = (userChallengeId: number, coinPairCode: string) =>
  queryOptions({
    queryKey: tradeKeys.snapshot(userChallengeId, coinPairCode),
    queryFn: () => getTradeSnapshot({ data: { params: { userChallengeId, coinPairCode } } }),
  })

export const openOrdersQuery = (userChallengeId: number, query: Filter = {}) =>
  queryOptions({
    queryKey: tradeKeys.openOrders(userChallengeId, query),
    queryFn: () => listOpenOrders({ data: { params: { userChallengeId }, query } }),
  })

export const positionsQuery = (userChallengeId: number, query: Filter = {}) =>
  queryOptions({
    queryKey: tradeKeys.positions(userChallengeId, query),
    queryFn: () => listPositions({ data: { params: { userChallengeId }, query } }),
  })

export const orderHistoryQuery = (userChallengeId: number, query: PagedFilter = {}) =>
  queryOptions({
    queryKey: tradeKeys.orderHistory(userChallengeId, query),
    queryFn: () => listOrderHistory({ data: { params: { userChallengeId }, query } }),
  })

export const tradeHistoryQuery = (userChallengeId: number, query: PagedFilter = {}) =>
  queryOptions({
    queryKey: tradeKeys.tradeHistory(userChallengeId, query),
    queryFn: () => listTradeHistory({ data: { params: { userChallengeId }, query } }),
  })

export const transactionHistoryQuery = (userChallengeId: number, query: PagedFilter = {}) =>
  queryOptions({
    queryKey: tradeKeys.transactionHistory(userChallengeId, query),
    queryFn: () => listTransactionHistory({ data: { params: { userChallengeId }, query } }),
  })
