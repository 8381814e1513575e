// Written by scripts/gen.ts (npm run gen) from contract/ and
// app/server/server-functions.manifest.ts: edit those, not this file.

/** Server functions of /v1 trade (contract/trade.ts). */
import { createServerFn } from '@tanstack/react-start'
import { api } from '#contract/index.ts'
import { callEndpoint } from '../upstream/call.server'
import { endpointInput } from '../upstream/endpoint-input'

export const getTradeSnapshot = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.trade.snapshot))
  .handler(({ data }) => callEndpoint(api.trade.snapshot, data))

export const listOpenOrders = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.trade.openOrders))
  .handler(({ data }) => callEndpoint(api.trade.openOrders, data))

export const listPositions = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.trade.positions))
  .handler(({ data }) => callEndpoint(api.trade.positions, data))

export const listOrderHistory = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.trade.orderHistory))
  .handler(({ data }) => callEndpoint(api.trade.orderHistory, data))

export const listTradeHistory = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.trade.tradeHistory))
  .handler(({ data }) => callEndpoint(api.trade.tradeHistory, data))

export const listTransactionHistory = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.trade.transactionHistory))
  .handler(({ data }) => callEndpoint(api.trade.transactionHistory, data))

export const adjustLeverage = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.trade.adjustLeverage))
  .handler(({ data }) => callEndpoint(api.trade.adjustLeverage, data))

export const placeOrder = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.trade.placeOrder))
  .handler(({ data }) => callEndpoint(api.trade.placeOrder, data))

export const cancelOrder = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.trade.cancelOrder))
  .handler(({ data }) => callEndpoint(api.trade.cancelOrder, data))

export const cancelAllOrders = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.trade.cancelAll))
  .handler(({ data }) => callEndpoint(api.trade.cancelAll, data))

export const closeAllPositions = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.trade.closeAllPositions))
  .handler(({ data }) => callEndpoint(api.trade.closeAllPositions, data))

export const setPositionTpsl = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.trade.setPositionTpsl))
  .handler(({ data }) => callEndpoint(api.trade.setPositionTpsl, data))
