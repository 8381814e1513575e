// Written by scripts/gen.ts (npm run gen) from contract/ and
// app/server/server-functions.manifest.ts: edit those, not this file.

/** Server functions of the user's API keys (contract/api-keys.ts): create, list, revoke, and a key's TradingView log. */
import { createServerFn } from '@tanstack/react-start'
import { api } from '#contract/index.ts'
import { callEndpoint } from '../upstream/call.server'
import { endpointInput } from '../upstream/endpoint-input'

export const listApiKeys = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.apiKeys.list))
  .handler(({ data }) => callEndpoint(api.apiKeys.list, data))

export const createApiKey = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.apiKeys.create))
  .handler(({ data }) => callEndpoint(api.apiKeys.create, data))

export const revokeApiKey = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.apiKeys.revoke))
  .handler(({ data }) => callEndpoint(api.apiKeys.revoke, data))

export const getApiKeyLog = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.apiKeys.log))
  .handler(({ data }) => callEndpoint(api.apiKeys.log, data))
