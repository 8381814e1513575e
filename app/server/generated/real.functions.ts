// Written by scripts/gen.ts (npm run gen) from contract/ and
// app/server/server-functions.manifest.ts: edit those, not this file.

/** Server functions of /v1 real accounts and profit withdrawals (contract/real.ts). */
import { createServerFn } from '@tanstack/react-start'
import { api } from '#contract/index.ts'
import { callEndpoint } from '../upstream/call.server'
import { endpointInput } from '../upstream/endpoint-input'

export const listWithdrawAccounts = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.real.withdrawAccounts))
  .handler(({ data }) => callEndpoint(api.real.withdrawAccounts, data))

export const listWithdrawTypes = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.real.withdrawTypes))
  .handler(({ data }) => callEndpoint(api.real.withdrawTypes, data))

export const requestRealWithdraw = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.real.requestWithdraw))
  .handler(({ data }) => callEndpoint(api.real.requestWithdraw, data))

export const listRealWithdraws = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.real.withdraws))
  .handler(({ data }) => callEndpoint(api.real.withdraws, data))
