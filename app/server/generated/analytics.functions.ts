// Written by scripts/gen.ts (npm run gen) from contract/ and
// app/server/server-functions.manifest.ts: edit those, not this file.

/** Server functions of contract/analytics.ts. */
import { createServerFn } from '@tanstack/react-start'
import { api } from '#contract/index.ts'
import { callEndpoint } from '../upstream/call.server'
import { endpointInput } from '../upstream/endpoint-input'

export const analyticsShow = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.analytics.show))
  .handler(({ data }) => callEndpoint(api.analytics.show, data))
