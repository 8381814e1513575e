/**
 * The hand-written server function of the WebSDK's token (contract/identity.ts):
 * the engine's access token, with the origin the WebSDK frame is served
 * from (SUMSUB_WEBSDK_URL, the one the pages' policy lets be framed).
 */
import { createServerFn } from '@tanstack/react-start'
import { api } from '#contract/index.ts'
import { websdkOrigin } from './identity-websdk.server'
import { callEndpoint } from './upstream/call.server'
import { endpointInput } from './upstream/endpoint-input'

export const startIdentityVerification = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.identity.token))
  .handler(async ({ data }) => {
    const answer = await callEndpoint(api.identity.token, data)
    return { ...answer.data, websdk_url: websdkOrigin() }
  })
