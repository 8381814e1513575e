// Written by scripts/gen.ts (npm run gen) from contract/ and
// app/server/server-functions.manifest.ts: edit those, not this file.

/** Server functions of contract/staff-flags.ts. */
import { createServerFn } from '@tanstack/react-start'
import { api } from '#contract/index.ts'
import { callEndpoint } from '../upstream/call.server'
import { endpointInput } from '../upstream/endpoint-input'

export const staffFlagsFlags = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.staffFlags.flags))
  .handler(({ data }) => callEndpoint(api.staffFlags.flags, data))

export const staffFlagsFlag = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.staffFlags.flag))
  .handler(({ data }) => callEndpoint(api.staffFlags.flag, data))

export const staffFlagsDismissFlag = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.staffFlags.dismissFlag))
  .handler(({ data }) => callEndpoint(api.staffFlags.dismissFlag, data))

export const staffFlagsConfirmFlag = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.staffFlags.confirmFlag))
  .handler(({ data }) => callEndpoint(api.staffFlags.confirmFlag, data))

export const staffFlagsThresholds = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.staffFlags.thresholds))
  .handler(({ data }) => callEndpoint(api.staffFlags.thresholds, data))

export const staffFlagsSaveThresholds = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.staffFlags.saveThresholds))
  .handler(({ data }) => callEndpoint(api.staffFlags.saveThresholds, data))

export const staffFlagsReviewWindow = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.staffFlags.reviewWindow))
  .handler(({ data }) => callEndpoint(api.staffFlags.reviewWindow, data))

export const staffFlagsStripTrades = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.staffFlags.stripTrades))
  .handler(({ data }) => callEndpoint(api.staffFlags.stripTrades, data))
