/**
 * The web's engine list (app/server/upstream/failover.server.ts, decision
 * 447) against real local HTTP servers standing in for engines: a standby
 * (503, x-engine-role: standby), an active one, one that breaks the
 * connection after reading a request, and a port nobody listens on.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Pool } from 'undici'
import { afterEach, describe, expect, it } from 'vitest'
import { Engines } from '~/server/upstream/failover.server'

const quiet = { debug() {}, info() {}, warn() {}, error() {} }

interface Stub {
  base: string
  hits: string[]
  role: 'active' | 'standby' | 'breaks'
  close(): Promise<void>
}

const open: Stub[] = []
const pools: Engines[] = []
afterEach(async () => {
  for (const engines of pools.splice(0)) await engines.close()
  for (const stub of open.splice(0)) await stub.close()
})

async function stub(role: Stub['role']): Promise<Stub> {
  const hits: string[] = []
  const self = { role } as Stub
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    hits.push(`${req.method} ${req.url}`)
    req.resume()
    req.on('end', () => {
      if (self.role === 'breaks') return req.socket.destroy()
      if (self.role === 'standby') {
        res.writeHead(503, { 'content-type': 'application/json', 'x-engine-role': 'standby' })
        return res.end('{"message":"standby"}')
      }
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(req.url === '/health' ? '{"status":"ok","role":"active"}' : '{"ok":true}')
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  Object.assign(self, {
    base,
    hits,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections()
        server.close(() => r())
      }),
  })
  open.push(self)
  return self
}

function engines(bases: string[]): Engines {
  const e = new Engines(
    bases.map((url) => ({ url, basePath: '', pool: new Pool(url) })),
    quiet,
  )
  pools.push(e)
  return e
}

const post = (e: Engines) =>
  e.request({ path: '/v1/x', method: 'POST', headers: {}, body: () => '{}' }, false)
const get = (e: Engines) =>
  e.request({ path: '/v1/x', method: 'GET', headers: {}, body: () => undefined }, true)

describe('the web moves to the active engine', () => {
  it('passes a standby by and keeps calling the active one', async () => {
    const standby = await stub('standby')
    const active = await stub('active')
    const e = engines([standby.base, active.base])
    expect((await post(e)).statusCode).toBe(200)
    expect((await post(e)).statusCode).toBe(200)
    expect(standby.hits).toEqual(['POST /v1/x'])
    expect(active.hits).toEqual(['POST /v1/x', 'POST /v1/x'])
    expect(await e.probe('/health', 1000)).toBe(200)
  })

  it('passes an engine that refuses connections by', async () => {
    const gone = await stub('active')
    const goneBase = gone.base
    await gone.close()
    open.splice(open.indexOf(gone), 1)
    const active = await stub('active')
    const e = engines([goneBase, active.base])
    expect((await post(e)).statusCode).toBe(200)
    expect(active.hits).toHaveLength(1)
  })

  it('waits for a takeover: a standby that becomes active is called once it is', async () => {
    const a = await stub('standby')
    const b = await stub('standby')
    const e = engines([a.base, b.base])
    const started = performance.now()
    setTimeout(() => {
      b.role = 'active'
    }, 600)
    expect((await post(e)).statusCode).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(500)
    expect(b.hits.at(-1)).toBe('POST /v1/x')
  })

  it('never sends a change again after its connection broke mid-way; a read it does', async () => {
    const breaks = await stub('breaks')
    const active = await stub('active')
    const e = engines([breaks.base, active.base])
    await expect(post(e)).rejects.toMatchObject({ code: 'UND_ERR_SOCKET' })
    expect(active.hits).toEqual([])
    expect((await get(e)).statusCode).toBe(200)
    expect(active.hits).toEqual(['GET /v1/x'])
  })

  it('with one engine answers its 503 at once, without waiting', async () => {
    const standby = await stub('standby')
    const e = engines([standby.base])
    const started = performance.now()
    expect((await post(e)).statusCode).toBe(503)
    expect(performance.now() - started).toBeLessThan(1000)
  })
})
