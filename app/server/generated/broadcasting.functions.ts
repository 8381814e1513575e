// Written by scripts/gen.ts (npm run gen) from contract/ and
// app/server/server-functions.manifest.ts: edit those, not this file.

/** Server functions of /v1 broadcasting (contract/broadcasting.ts): private-channel authorisation. */
import { createServerFn } from '@tanstack/react-start'
import { api } from '#contract/index.ts'
import { callEndpoint } from '../upstream/call.server'
import { endpointInput } from '../upstream/endpoint-input'

export const authorizeChannel = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.broadcasting.auth))
  .handler(({ data }) => callEndpoint(api.broadcasting.auth, data))
