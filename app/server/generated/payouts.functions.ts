// Written by scripts/gen.ts (npm run gen) from contract/ and
// app/server/server-functions.manifest.ts: edit those, not this file.

/** Server functions of the payout address book, money out's second factor and the freeze link (contract/payouts.ts). */
import { createServerFn } from '@tanstack/react-start'
import { api } from '#contract/index.ts'
import { callEndpoint } from '../upstream/call.server'
import { endpointInput } from '../upstream/endpoint-input'

export const listPayoutAddresses = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.payouts.addresses))
  .handler(({ data }) => callEndpoint(api.payouts.addresses, data))

export const addPayoutAddress = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.payouts.addAddress))
  .handler(({ data }) => callEndpoint(api.payouts.addAddress, data))

export const removePayoutAddress = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.payouts.removeAddress))
  .handler(({ data }) => callEndpoint(api.payouts.removeAddress, data))

export const getMoneyOutFactor = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.payouts.moneyOutFactor))
  .handler(({ data }) => callEndpoint(api.payouts.moneyOutFactor, data))

export const sendMoneyOutCode = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.payouts.sendMoneyOutCode))
  .handler(({ data }) => callEndpoint(api.payouts.sendMoneyOutCode, data))

export const freezeWithdrawals = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.payouts.freezeWithdrawals))
  .handler(({ data }) => callEndpoint(api.payouts.freezeWithdrawals, data))
