/**
 * Vitest setup (vitest.config.ts): after each test file, every status the
 * engine answered a contract operation with (tests/support/observed-statuses.ts)
 * must be listed for that operation in docs/openapi.json; a file whose
 * tests saw an undocumented one fails. STATUS_LOG=<file> also appends what
 * was seen, one JSON line each (to survey a whole run).
 */
import { appendFileSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll } from 'vitest'
import { observedStatuses, undocumented } from './observed-statuses.ts'

afterAll(() => {
  const observed = observedStatuses()
  if (observed.length === 0) return
  const log = process.env.STATUS_LOG
  if (log) appendFileSync(log, observed.map((o) => `${JSON.stringify(o)}\n`).join(''))
  const file = path.resolve(import.meta.dirname, '../../docs/openapi.json')
  const missing = undocumented(observed, JSON.parse(readFileSync(file, 'utf8')))
  if (missing.length > 0) {
    throw new Error(
      `The engine answered statuses docs/openapi.json does not list for the operation (contract/openapi.ts):\n${missing
        .map((o) => `  ${o.method} ${o.path} → ${o.status}`)
        .join('\n')}`,
    )
  }
})
