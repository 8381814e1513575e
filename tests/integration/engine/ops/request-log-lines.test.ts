/**
 * The engine's log (decision 645): one pino JSON line per event, and every
 * line written while a request is served names that request's id, even a
 * line its handler wrote without passing the id. Lines outside a request
 * name none; secrets are censored.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootEngine, type Engine } from '../../../../engine/boot.ts'
import { parseEngineConfig } from '../../../../engine/config.ts'
import type { Database } from '../../../../engine/db/client.ts'
import { SUMSUB_WEBHOOK_PATH } from '../../../../engine/http/routes/identity.ts'
import { createLogger } from '../../../../engine/logger.ts'
import { openTestDatabase } from '../../../support/databases.ts'
import { SUMSUB_KEYS } from '../../../support/sumsub-standin.ts'

type Line = Record<string, unknown>

describe("the engine's log lines of a request", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'proptrade-request-log-test-'))
  const lines: Line[] = []
  let database: Database
  let engine: Engine
  beforeAll(async () => {
    database = await openTestDatabase('pglite')
    const config = parseEngineConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'debug',
      MARKET_FEED: 'manual',
      DATA_DIR: dataDir,
      ...SUMSUB_KEYS,
    })
    engine = await bootEngine(config, {
      database,
      log: createLogger('debug', (line) => lines.push(JSON.parse(line) as Line)),
    })
  })
  afterAll(async () => {
    await engine.close()
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  /** The lines logged while `work` ran (the manual feed and the jobs are quiet meanwhile). */
  async function linesOf(work: () => Promise<unknown>): Promise<Line[]> {
    const before = lines.length
    await work()
    return lines.slice(before)
  }

  it('names the request id in every line, the handler’s own warning too', async () => {
    const id = 'log-test-webhook-1'
    const logged = await linesOf(async () => {
      const answer = await engine.app.request(SUMSUB_WEBHOOK_PATH, {
        method: 'POST',
        headers: { 'x-request-id': id, 'x-payload-digest': 'not-the-digest' },
        body: '{"type":"applicantReviewed"}',
      })
      expect(answer.status).toBe(400)
    })
    // The handler's warning (it passes no id) and the request's debug line.
    expect(logged.map((l) => l.msg)).toEqual(
      expect.arrayContaining(['sumsub webhook refused', 'request']),
    )
    for (const line of logged) expect(line).toMatchObject({ requestId: id, service: 'engine' })
  })

  it('names it on an unhandled error’s line, and each request its own', async () => {
    await engine.app.request('/test/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'GET', path: '/v1/coinPairs' }),
    })
    const logged = await linesOf(() =>
      Promise.all(
        ['log-test-a', 'log-test-b'].map((id) =>
          engine.app.request('/v1/coinPairs', { headers: { 'x-request-id': id } }),
        ),
      ),
    )
    const failure = logged.find((l) => l.msg === 'unhandled error')
    expect(failure).toMatchObject({ level: 'error', path: '/v1/coinPairs' })
    expect(['log-test-a', 'log-test-b']).toContain(failure?.requestId)
    const ids = logged.map((l) => l.requestId)
    expect(ids.filter((i) => i === 'log-test-a').length).toBeGreaterThanOrEqual(1)
    expect(ids.filter((i) => i === 'log-test-b').length).toBeGreaterThanOrEqual(1)
    expect(ids.every((i) => i === 'log-test-a' || i === 'log-test-b')).toBe(true)
  })

  it('writes no request id on a line outside a request', () => {
    engine.ctx.log.info('outside any request')
    expect(lines.at(-1)).not.toHaveProperty('requestId')
  })
})

describe('secrets in a log line', () => {
  it('are censored by name, at the top and nested, and an error keeps its message', () => {
    const out: string[] = []
    const log = createLogger('info', (line) => out.push(line))
    log.warn('login attempt', {
      email: 'a@example.com',
      password: 'hunter2-secret',
      headers: { authorization: 'Bearer tok-secret', cookie: 'session=cookie-secret' },
      provider: { response: { access_token: 'oauth-secret', accessToken: 'access-secret' } },
      error: new Error('refused'),
    })
    const line = out.join('\n')
    for (const secret of [
      'hunter2',
      'tok-secret',
      'cookie-secret',
      'oauth-secret',
      'access-secret',
    ])
      expect(line).not.toContain(secret)
    const parsed = JSON.parse(out[0] ?? '') as Line
    expect(parsed).toMatchObject({
      level: 'warn',
      msg: 'login attempt',
      email: 'a@example.com',
      password: '[redacted]',
      error: { name: 'Error', message: 'refused' },
    })
    expect(typeof parsed.time).toBe('string')
  })
})
