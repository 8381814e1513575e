/**
 * Issue 25, "done when": a catalogue edit is visible to the next page load
 * on every web node. Two web nodes (each its own CatalogueCache, Redis
 * connection and upstream client) share one Redis in front of a real
 * engine; an admin changes a price through the engine and the editing node
 * forgets the cached catalogue as its staff server functions do
 * (app/server/generated/staff.functions.ts, editCatalogue). Before the invalidation
 * the other node still answers the old price from the cache (so the test
 * can fail); after it, both answer the new one. PGlite and Postgres.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { anonymousExchange, catalogueKey } from '~/server/cache/catalogue.server'
import { CatalogueCache } from '~/server/cache/catalogue-cache.server'
import { RedisStore } from '~/server/cache/redis-store.server'
import type { Logger } from '~/server/log.server'
import { UpstreamClient } from '~/server/upstream/client.server'
import { databaseKinds } from '../../support/databases.ts'
import { type ServedEngine, serveTestEngine } from '../../support/served-engine.ts'
import { signedInClient } from '../engine/fixtures.ts'

const log: Logger = { info: () => {}, warn: () => {}, error: () => {} }
const none = { params: undefined, query: undefined, body: undefined }
const redisUrl = process.env.TEST_REDIS_URL

describe.runIf(redisUrl).each(databaseKinds)('a catalogue edit on two web nodes (%s)', (kind) => {
  let engine: ServedEngine
  const nodes: Array<{ cache: CatalogueCache; client: UpstreamClient }> = []
  // This run's keys alone, so other runs sharing the Redis are untouched.
  const prefix = `test:${randomBytes(4).toString('hex')}:`
  const key = `${prefix}${catalogueKey(api.challenges.list, none, 'en')}`

  beforeAll(async () => {
    engine = await serveTestEngine(kind, 0)
    for (let i = 0; i < 2; i++)
      nodes.push({
        cache: new CatalogueCache(new RedisStore(redisUrl ?? '', log), 60, log),
        client: new UpstreamClient({ baseUrl: engine.url, timeoutMs: 0, log }),
      })
  })
  afterAll(async () => {
    for (const node of nodes) {
      await node.cache.store.close()
      await node.client.close()
    }
    await engine.close()
  })

  /** What a page load on that node reads: the cached challenge list, the 5K's price. */
  async function fiveKPrice(node: { cache: CatalogueCache; client: UpstreamClient }) {
    const list = await node.cache.get(key, () =>
      node.client.call(api.challenges.list, none, anonymousExchange('en')),
    )
    return list.data.find((c) => Number(c.account_size) === 5000)?.price
  }

  it('the other node reads the new price on its next load once the editing node invalidates', async () => {
    const [editing, other] = nodes as [(typeof nodes)[0], (typeof nodes)[0]]
    expect(await fiveKPrice(editing)).toBe('49')
    expect(await fiveKPrice(other)).toBe('49')
    const { client: admin } = await signedInClient(engine, { role: 'admin' })
    const catalogue = await admin.ok(api.staff.catalogue)
    const fiveK = catalogue.data.challenges.find((c) => Number(c.account_size) === 5000)
    if (!fiveK) throw new Error('no 5K challenge in the catalogue')

    await admin.ok(api.staff.updateChallenge, {
      params: { challengeId: fiveK.id },
      body: { price: '39' },
    })
    // Cached: without the invalidation a page load would still show 49.
    expect(await fiveKPrice(other)).toBe('49')
    await editing.cache.invalidate(prefix)
    expect(await fiveKPrice(other)).toBe('39')
    expect(await fiveKPrice(editing)).toBe('39')
  })
})
