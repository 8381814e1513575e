// Written by scripts/gen.ts (npm run gen) from contract/ and
// app/server/server-functions.manifest.ts: edit those, not this file.

/** Server functions of contract/kill-switches.ts. */
import { createServerFn } from '@tanstack/react-start'
import { api } from '#contract/index.ts'
import { callEndpoint } from '../upstream/call.server'
import { endpointInput } from '../upstream/endpoint-input'

export const killSwitchesList = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.killSwitches.list))
  .handler(({ data }) => callEndpoint(api.killSwitches.list, data))

export const killSwitchesStopAccount = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.killSwitches.stopAccount))
  .handler(({ data }) => callEndpoint(api.killSwitches.stopAccount, data))

export const killSwitchesResumeAccount = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.killSwitches.resumeAccount))
  .handler(({ data }) => callEndpoint(api.killSwitches.resumeAccount, data))

export const killSwitchesClosePositions = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.killSwitches.closePositions))
  .handler(({ data }) => callEndpoint(api.killSwitches.closePositions, data))

export const killSwitchesHaltSymbol = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.killSwitches.haltSymbol))
  .handler(({ data }) => callEndpoint(api.killSwitches.haltSymbol, data))

export const killSwitchesResumeSymbol = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.killSwitches.resumeSymbol))
  .handler(({ data }) => callEndpoint(api.killSwitches.resumeSymbol, data))

export const killSwitchesTradingStops = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.killSwitches.tradingStops))
  .handler(({ data }) => callEndpoint(api.killSwitches.tradingStops, data))
