/**
 * The in-process test engine listening on a real port, for tests of the
 * web's upstream client (which speaks HTTP, not app.request).
 */
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { startTestEngine, type TestEngine } from '../integration/engine/harness.ts'
import type { DatabaseKind } from './databases.ts'

export interface ServedEngine extends TestEngine {
  url: string
}

export async function serveTestEngine(
  kind: DatabaseKind,
  port: number,
  env: Record<string, string> = {},
): Promise<ServedEngine> {
  const t = await startTestEngine(kind, env)
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: t.engine.app.fetch, hostname: '127.0.0.1', port }, () => resolve(s))
  })
  const address = server.address() as AddressInfo
  return {
    ...t,
    url: `http://127.0.0.1:${address.port}`,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await t.close()
    },
  }
}
