// Written by scripts/gen.ts (npm run gen) from contract/ and
// app/server/server-functions.manifest.ts: edit those, not this file.

/** Server functions of /v1 referrals (contract/referrals.ts). */
import { createServerFn } from '@tanstack/react-start'
import { api } from '#contract/index.ts'
import { callEndpoint } from '../upstream/call.server'
import { endpointInput } from '../upstream/endpoint-input'

export const getReferralInfo = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.referrals.info))
  .handler(({ data }) => callEndpoint(api.referrals.info, data))

export const listReferredFriends = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.referrals.list))
  .handler(({ data }) => callEndpoint(api.referrals.list, data))

export const listReferralWithdraws = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.referrals.withdraws))
  .handler(({ data }) => callEndpoint(api.referrals.withdraws, data))

export const requestReferralWithdraw = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.referrals.requestWithdraw))
  .handler(({ data }) => callEndpoint(api.referrals.requestWithdraw, data))
