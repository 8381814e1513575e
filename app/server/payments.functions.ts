/**
 * The hand-written server function of /v1 payments (contract/payments.ts):
 * a payment request the engine priced otherwise forgets the catalogue
 * cache. The others are generated (app/server/generated/payments.functions.ts).
 */
import { createServerFn } from '@tanstack/react-start'
import { api } from '#contract/index.ts'
import { asHttpError } from '~/lib/http-error'
import { invalidateCatalogue } from './cache/catalogue.server'
import { callEndpoint } from './upstream/call.server'
import { endpointInput } from './upstream/endpoint-input'

export const requestPayment = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.payments.request))
  .handler(async ({ data }) => {
    try {
      return await callEndpoint(api.payments.request, data)
    } catch (error) {
      // The engine priced the order otherwise than the page this node
      // served: its catalogue answers are stale, whoever changed it.
      if (asHttpError(error)?.fieldErrors?.expected_final_price) await invalidateCatalogue()
      throw error
    }
  })
