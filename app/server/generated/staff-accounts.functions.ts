// Written by scripts/gen.ts (npm run gen) from contract/ and
// app/server/server-functions.manifest.ts: edit those, not this file.

/** Server functions of /v1/staff/userChallenges (contract/staff-accounts.ts): a trader's account, read by staff. */
import { createServerFn } from '@tanstack/react-start'
import { api } from '#contract/index.ts'
import { callEndpoint } from '../upstream/call.server'
import { endpointInput } from '../upstream/endpoint-input'

export const getStaffAccount = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.staffAccounts.show))
  .handler(({ data }) => callEndpoint(api.staffAccounts.show, data))

export const getStaffAccountStep = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.staffAccounts.step))
  .handler(({ data }) => callEndpoint(api.staffAccounts.step, data))

export const listStaffAccountOrders = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.staffAccounts.orderHistory))
  .handler(({ data }) => callEndpoint(api.staffAccounts.orderHistory, data))

export const listStaffAccountTrades = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.staffAccounts.tradeHistory))
  .handler(({ data }) => callEndpoint(api.staffAccounts.tradeHistory, data))
