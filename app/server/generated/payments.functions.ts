// Written by scripts/gen.ts (npm run gen) from contract/ and
// app/server/server-functions.manifest.ts: edit those, not this file.

/** Server functions of /v1 payments (contract/payments.ts). */
import { createServerFn } from '@tanstack/react-start'
import { api } from '#contract/index.ts'
import { callEndpoint } from '../upstream/call.server'
import { endpointInput } from '../upstream/endpoint-input'

export const listPaymentProviders = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.payments.providers))
  .handler(({ data }) => callEndpoint(api.payments.providers, data))

export const checkCoupon = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.payments.checkCoupon))
  .handler(({ data }) => callEndpoint(api.payments.checkCoupon, data))

export const getPayment = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.payments.show))
  .handler(({ data }) => callEndpoint(api.payments.show, data))
