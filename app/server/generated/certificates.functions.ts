// Written by scripts/gen.ts (npm run gen) from contract/ and
// app/server/server-functions.manifest.ts: edit those, not this file.

/** Server functions of contract/certificates.ts. */
import { createServerFn } from '@tanstack/react-start'
import { api } from '#contract/index.ts'
import { callEndpoint } from '../upstream/call.server'
import { endpointInput } from '../upstream/endpoint-input'

export const certificatesMine = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.certificates.mine))
  .handler(({ data }) => callEndpoint(api.certificates.mine, data))

export const certificatesUpdate = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.certificates.update))
  .handler(({ data }) => callEndpoint(api.certificates.update, data))

export const certificatesKeys = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.certificates.keys))
  .handler(({ data }) => callEndpoint(api.certificates.keys, data))

export const certificatesRevoke = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.certificates.revoke))
  .handler(({ data }) => callEndpoint(api.certificates.revoke, data))
