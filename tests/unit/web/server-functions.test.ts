/**
 * One server function per /v1 call: every endpoint of the contract has
 * exactly one, validated by its own contract schemas and calling that same
 * endpoint, with the same method kind (reads are GET, changes POST) and
 * multipart where the endpoint takes files.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { allEndpoints } from '#contract/index.ts'
import { serverFunctions } from '../../../app/server/server-functions.manifest.ts'

const server = path.resolve(import.meta.dirname, '../../../app/server')
// The generated wrappers (scripts/gen.ts) and the hand-written ones.
const files = [
  ...readdirSync(path.join(server, 'generated')).map((f) => `generated/${f}`),
  ...readdirSync(server),
].filter((f) => f.endsWith('.functions.ts'))

interface Declared {
  file: string
  name: string
  method: string
  input: string
  validated: string
  called: string
}

const declared: Declared[] = files.flatMap((file) => {
  const source = readFileSync(path.join(server, file), 'utf8')
  const blocks = source.split(/(?=export const \w+ = createServerFn)/).slice(1)
  return blocks.map((block) => {
    const name = /export const (\w+)/.exec(block)?.[1] ?? '?'
    const method = /createServerFn\(\{ method: '(\w+)' \}\)/.exec(block)?.[1] ?? '?'
    const validator = /\.validator\((endpointInput|multipartInput)\(api\.(\w+\.\w+)\)\)/.exec(block)
    const called = /(?:callEndpoint|cachedEndpoint)\(api\.(\w+\.\w+),/.exec(block)?.[1] ?? '?'
    return {
      file,
      name,
      method,
      input: validator?.[1] ?? '?',
      validated: validator?.[2] ?? '?',
      called,
    }
  })
})

// Endpoints the web calls from server code only have none (a reachable
// server function nobody uses is surface for nothing).
const specs: Partial<Record<string, object>> = serverFunctions
const notServed = (key: string) => 'notServed' in (specs[key] ?? {})

describe('server functions', () => {
  it.each(
    allEndpoints()
      .map((e) => [`${e.group}.${e.name}`, e.endpoint] as const)
      .filter(([key]) => !notServed(key)),
  )('%s has exactly one, consistent with the contract', (key, endpoint) => {
    const matches = declared.filter((d) => d.validated === key)
    expect(matches.map((d) => `${d.file}:${d.name}`)).toHaveLength(1)
    const [fn] = matches
    expect(fn?.called).toBe(key)
    expect(fn?.input).toBe(endpoint.multipart ? 'multipartInput' : 'endpointInput')
    if (endpoint.method === 'GET' && key !== 'auth.csrfCookie' && key !== 'auth.oauthRedirect')
      expect(fn?.method).toBe('GET')
    else expect(fn?.method).toBe('POST')
  })

  it('the private-channel authorisation has none: the relay calls it itself', () => {
    expect(notServed('broadcasting.auth')).toBe(true)
    expect(declared.filter((d) => d.validated === 'broadcasting.auth')).toEqual([])
  })

  it('declares nothing that is not a contract call', () => {
    const known = new Set(allEndpoints().map((e) => `${e.group}.${e.name}`))
    // Reads of the web's own configuration call no endpoint (nothing secret in them).
    const configReads = new Set(['api-docs.functions.ts:getTradingApiBase'])
    expect(
      declared.filter((d) => !known.has(d.validated) && !configReads.has(`${d.file}:${d.name}`)),
    ).toEqual([])
  })
})
