// Written by scripts/gen.ts (npm run gen) from contract/ and
// app/server/server-functions.manifest.ts: edit those, not this file.

/** Server function of /v1/staff/payments (contract/staff-payments.ts). */
import { createServerFn } from '@tanstack/react-start'
import { api } from '#contract/index.ts'
import { callEndpoint } from '../upstream/call.server'
import { endpointInput } from '../upstream/endpoint-input'

export const listStaffPayments = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.staffPayments.list))
  .handler(({ data }) => callEndpoint(api.staffPayments.list, data))
