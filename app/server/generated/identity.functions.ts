// Written by scripts/gen.ts (npm run gen) from contract/ and
// app/server/server-functions.manifest.ts: edit those, not this file.

/** Server functions of the trader's identity verification (contract/identity.ts); the WebSDK's token is hand-written (app/server/identity.functions.ts). */
import { createServerFn } from '@tanstack/react-start'
import { api } from '#contract/index.ts'
import { callEndpoint } from '../upstream/call.server'
import { endpointInput } from '../upstream/endpoint-input'

export const identityState = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.identity.state))
  .handler(({ data }) => callEndpoint(api.identity.state, data))
