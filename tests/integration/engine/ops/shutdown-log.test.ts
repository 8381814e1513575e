/**
 * A normal stop is not a stale feed (issue 37): closing the engine halts
 * its pairs (nothing trades on a stopped feed) and says so in one line,
 * with no "trading halted: market data stale" warning per pair.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import { bootEngine, type Engine } from '../../../../engine/boot.ts'
import { parseEngineConfig } from '../../../../engine/config.ts'
import type { Database } from '../../../../engine/db/client.ts'
import { ManualFeed } from '../../../../engine/feed/manual.ts'
import { createLogger } from '../../../../engine/logger.ts'
import { openTestDatabase } from '../../../support/databases.ts'

describe('a normal stop of the engine', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'proptrade-shutdown-test-'))
  const lines: string[] = []
  let database: Database
  let engine: Engine
  beforeAll(async () => {
    database = await openTestDatabase('pglite')
    const config = parseEngineConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      MARKET_FEED: 'manual',
      DATA_DIR: dataDir,
    })
    engine = await bootEngine(config, {
      database,
      log: createLogger('info', (line) => lines.push(line)),
    })
  })
  afterAll(async () => {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('halts the priced pairs in one line and tells no stale market data', async () => {
    const feed = engine.ctx.feed.source(ManualFeed)
    feed?.setPrice('BTCUSDT', { last: D('60000') })
    feed?.setPrice('ETHUSDT', { last: D('3000') })
    engine.ctx.feed.check()
    expect(engine.ctx.market.isHalted('BTCUSDT')).toBe(false)
    expect(engine.ctx.market.isHalted('ETHUSDT')).toBe(false)
    const before = lines.length

    await engine.close()

    const atStop = lines.slice(before)
    expect(atStop.filter((l) => l.includes('market data stale'))).toEqual([])
    const stopped = atStop.filter((l) => l.includes('market data feed stopped'))
    expect(stopped).toHaveLength(1)
    expect(JSON.parse(stopped[0] ?? '')).toMatchObject({
      level: 'info',
      msg: 'market data feed stopped: trading halted',
      halted: expect.arrayContaining(['BTCUSDT', 'ETHUSDT']),
    })
    // Nothing trades on a stopped feed.
    expect(engine.ctx.market.isHalted('BTCUSDT')).toBe(true)
  })
})
