/**
 * The engine's /ready: ready with the database answering, migrations
 * current, trading loaded and the feed fresh; not ready while the manual
 * feed is stopped, while the migrations are behind, and (Postgres, through
 * a proxy that goes away) while the database is unreachable; ready again
 * after each. /health stays 200 throughout: liveness only.
 */
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootEngine, type Engine } from '../../../../engine/boot.ts'
import { parseEngineConfig } from '../../../../engine/config.ts'
import { type Database, openPostgres } from '../../../../engine/db/client.ts'
import { TcpProxy } from '../../../support/tcp-proxy.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'

const OK = { database: 'ok', migrations: 'ok', trading: 'ok', feed: 'ok' }

async function ready(engine: Engine) {
  const answer = await engine.app.request('http://engine.test/ready')
  return { status: answer.status, body: await answer.json() }
}

async function health(engine: Engine) {
  return (await engine.app.request('http://engine.test/health')).status
}

describe.each(databaseKinds)('engine readiness (%s)', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  it('is ready once booted, and not ready while the feed is stopped', async () => {
    expect(await ready(t.engine)).toEqual({ status: 200, body: { status: 'ready', checks: OK } })
    t.engine.ctx.feed.stop()
    expect(await ready(t.engine)).toEqual({
      status: 503,
      body: { status: 'not_ready', checks: { ...OK, feed: 'stale: manual feed stopped' } },
    })
    expect(await health(t.engine)).toBe(200)
    await t.engine.ctx.feed.start()
    expect((await ready(t.engine)).status).toBe(200)
  })

  it('is not ready while the database lacks this build’s newest migration', async () => {
    const db = t.engine.ctx.db
    const latest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`
    await db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${latest}`,
    )
    expect(await ready(t.engine)).toEqual({
      status: 503,
      body: {
        status: 'not_ready',
        checks: { ...OK, migrations: 'behind: run the engine once to migrate' },
      },
    })
    await db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = ${latest}`,
    )
    expect((await ready(t.engine)).status).toBe(200)
  })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)('engine readiness, Postgres going away', () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? ''
  const name = `t_ready_${process.pid}_${randomBytes(4).toString('hex')}`
  let proxy: TcpProxy
  let database: Database
  let engine: Engine
  beforeAll(async () => {
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
    await admin.unsafe(`CREATE DATABASE "${name}"`)
    await admin.end()
    const target = new URL(adminUrl)
    proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
    await proxy.open()
    const url = new URL(adminUrl)
    url.host = `127.0.0.1:${proxy.port}`
    url.pathname = `/${name}`
    database = openPostgres(url.toString(), { max: 4 })
    engine = await bootEngine(
      parseEngineConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error', MARKET_FEED: 'manual' }),
      { database },
    )
  })
  afterAll(async () => {
    await engine?.close()
    await proxy?.open().catch(() => {})
    await database?.close()
    await proxy?.close()
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
    await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await admin.end()
  })

  it('is not ready while the database refuses connections, and ready again after', async () => {
    expect(await ready(engine)).toEqual({ status: 200, body: { status: 'ready', checks: OK } })
    await proxy.close()
    const down = await ready(engine)
    expect(down.status).toBe(503)
    expect(down.body.checks.database).toMatch(/^unreachable: /)
    expect(down.body.checks.migrations).toBe('unknown')
    expect({ ...down.body.checks, database: '', migrations: '' }).toEqual({
      ...OK,
      database: '',
      migrations: '',
    })
    expect(await health(engine)).toBe(200)
    await proxy.open()
    await expect.poll(async () => (await ready(engine)).status, { timeout: 10_000 }).toBe(200)
  })
})
