/**
 * The web's log (decision 645): pino JSON lines, the same shape as the
 * engine's, and every line written while a request is served names its
 * id: the entry's own and those of the code it calls (the upstream
 * client's warning here), though none of them passes the id.
 */
import { describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { createWebLogger } from '~/server/log.server'
import { servedWithRequestId } from '~/server/ops/request-entry.server'
import { UpstreamClient } from '~/server/upstream/client.server'
import { testExchange } from '../../support/test-exchange.ts'

type Line = Record<string, unknown>

const none = { params: undefined, query: undefined, body: undefined }

describe("the web's log lines of a request", () => {
  it('carry the request id in every line, and only while it is served', async () => {
    const lines: Line[] = []
    const log = createWebLogger('info', (line) => lines.push(JSON.parse(line) as Line))
    // Nothing listens there: the client logs "upstream unreachable".
    const down = new UpstreamClient({ baseUrl: 'http://127.0.0.1:9329', timeoutMs: 0, log })
    const request = (id: string) =>
      servedWithRequestId(
        new Request('http://web.test/challenges', { headers: { 'x-request-id': id } }),
        async () => {
          log.info('serving a page', { path: '/challenges' })
          await down.call(api.challenges.list, none, testExchange()).catch(() => undefined)
          log.info('page served')
          return new Response('ok')
        },
      )
    const answers = await Promise.all([request('web-log-a'), request('web-log-b')])
    expect(answers.map((a) => a.headers.get('x-request-id'))).toEqual(['web-log-a', 'web-log-b'])
    log.info('outside any request')
    await down.close()

    const ofRequest = (id: string) => lines.filter((l) => l.requestId === id).map((l) => l.msg)
    for (const id of ['web-log-a', 'web-log-b'])
      expect(ofRequest(id)).toEqual(['serving a page', 'upstream unreachable', 'page served'])
    expect(lines).toHaveLength(7)
    expect(lines.at(-1)).toMatchObject({ msg: 'outside any request', service: 'web' })
    expect(lines.at(-1)).not.toHaveProperty('requestId')
    expect(lines[0]).toMatchObject({ level: 'info', service: 'web', path: '/challenges' })
  })

  it('censors secrets and drops lines under its level', () => {
    const out: string[] = []
    const log = createWebLogger('warn', (line) => out.push(line))
    log.info('dropped')
    log.warn('sign-in relayed', { email: 'a@example.com', password: 'hunter2', cookie: 's=c0ok1e' })
    expect(out).toHaveLength(1)
    expect(out[0]).not.toContain('hunter2')
    expect(out[0]).not.toContain('c0ok1e')
    expect(JSON.parse(out[0] ?? '')).toMatchObject({ level: 'warn', password: '[redacted]' })
  })
})
