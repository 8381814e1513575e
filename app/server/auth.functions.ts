/**
 * The sign-in family's one hand-written server function (contract/auth.ts):
 * starting a session answers nothing to the browser. The others are
 * generated (app/server/generated/auth.functions.ts).
 */
import { createServerFn } from '@tanstack/react-start'
import { api } from '#contract/index.ts'
import { callEndpoint } from './upstream/call.server'
import { endpointInput } from './upstream/endpoint-input'

export const startSession = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.auth.csrfCookie))
  .handler(async ({ data }) => {
    await callEndpoint(api.auth.csrfCookie, data)
    return null
  })
