// Written by scripts/gen.ts (npm run gen) from contract/ and
// app/server/server-functions.manifest.ts: edit those, not this file.

/** Server functions of the trader's journal (contract/journal.ts): notes and tags on trades and days, searched by text or tag. */
import { createServerFn } from '@tanstack/react-start'
import { api } from '#contract/index.ts'
import { callEndpoint } from '../upstream/call.server'
import { endpointInput } from '../upstream/endpoint-input'

export const listJournalNotes = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.journal.list))
  .handler(({ data }) => callEndpoint(api.journal.list, data))

export const listJournalTags = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.journal.tags))
  .handler(({ data }) => callEndpoint(api.journal.tags, data))

export const saveTradeNote = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.journal.saveTrade))
  .handler(({ data }) => callEndpoint(api.journal.saveTrade, data))

export const saveDayNote = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.journal.saveDay))
  .handler(({ data }) => callEndpoint(api.journal.saveDay, data))

export const deleteJournalNote = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.journal.remove))
  .handler(({ data }) => callEndpoint(api.journal.remove, data))
