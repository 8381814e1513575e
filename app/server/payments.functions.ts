/** Server functions of /v1 payments (contract/payments.ts). */
import { createServerFn } from '@tanstack/react-start'
import { api } from '../../contract/index.ts'
import { callEndpoint } from './upstream/call.server'
import { endpointInput } from './upstream/endpoint-input'

export const listPaymentProviders = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.payments.providers))
  .handler(({ data }) => callEndpoint(api.payments.providers, data))

export const checkCoupon = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.payments.checkCoupon))
  .handler(({ data }) => callEndpoint(api.payments.checkCoupon, data))

export const requestPayment = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.payments.request))
  .handler(({ data }) => callEndpoint(api.payments.request, data))

export const getPayment = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.payments.show))
  .handler(({ data }) => callEndpoint(api.payments.show, data))
