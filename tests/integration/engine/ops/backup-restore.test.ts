/**
 * `npm run ops -- backup` / `restore` (decision 403), as an operator runs
 * them: trade on an engine, stop it, back up, restore into a fresh
 * database, start an engine on that, and every account's balance,
 * positions, orders and ledger equal the original's, in the database and
 * in the trading core that loaded them.
 */
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { asc } from 'drizzle-orm'
import postgres from 'postgres'
import { afterAll, describe, expect, it } from 'vitest'
import { bootEngine, type Engine } from '../../../../engine/boot.ts'
import { parseEngineConfig } from '../../../../engine/config.ts'
import { type Database, openDatabase } from '../../../../engine/db/client.ts'
import {
  ledgerEntries,
  orders,
  positions,
  tradingAccounts,
} from '../../../../engine/db/schema/index.ts'
import { type DatabaseKind, databaseKinds } from '../../../support/databases.ts'
import { buyChallenge, price } from '../evaluation/support.ts'
import { signedInClient } from '../fixtures.ts'
import { TestClient, type TestEngine } from '../harness.ts'
import { placeOk } from '../trade/support.ts'

const root = path.resolve(import.meta.dirname, '../../../..')
const adminUrl = process.env.TEST_DATABASE_URL ?? ''
const cleanups: Array<() => Promise<void>> = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

/** Where one engine's data lives: a PGlite directory or a Postgres database of its own. */
async function newPlace(kind: DatabaseKind): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'proptrade-backup-test-'))
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }))
  if (kind === 'pglite') return { DATA_DIR: dataDir }
  const name = `t_backup_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`CREATE DATABASE "${name}"`)
  await admin.end()
  cleanups.push(async () => {
    const dropper = postgres(adminUrl, { max: 1, onnotice: () => {} })
    await dropper.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await dropper.end()
  })
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { DATA_DIR: dataDir, DATABASE_URL: url.toString() }
}

async function boot(env: Record<string, string>) {
  const config = parseEngineConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    MARKET_FEED: 'manual',
    ...env,
  })
  const database: Database = await openDatabase(config)
  const engine = await bootEngine(config, { database })
  const t: TestEngine = {
    engine,
    kind: database.kind,
    client: (options) => new TestClient(engine, options),
    close: async () => {
      await engine.close()
      await database.close()
    },
  }
  return t
}

function ops(env: Record<string, string>, ...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/ops.ts'), ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', ...env },
    encoding: 'utf8',
  })
  return { code: result.status, out: result.stdout, err: result.stderr }
}

/** Every account's money as stored, and as the trading core holds it after loading. */
async function money(engine: Engine) {
  const db = engine.ctx.db
  const accounts = await db.select().from(tradingAccounts).orderBy(asc(tradingAccounts.id))
  return {
    accounts,
    positions: await db.select().from(positions).orderBy(asc(positions.id)),
    orders: await db.select().from(orders).orderBy(asc(orders.id)),
    ledger: await db.select().from(ledgerEntries).orderBy(asc(ledgerEntries.id)),
    core: accounts.map((a) => {
      const held = engine.ctx.trading.held.account(a.id)
      if (!held) return [a.id, null]
      return [a.id, held.assets.balance.toString(), held.openPositions]
    }),
  }
}

describe.each(databaseKinds)('backup and restore (%s)', (kind) => {
  it('restores into a fresh database every balance, position, order and ledger row', async () => {
    const source = await newPlace(kind)
    const t = await boot(source)
    await price(t, '60000')
    const alice = await signedInClient(t)
    const aliceId = await buyChallenge(t, alice.client)
    await placeOk(alice.client, aliceId, { type: 'MARKET', side: 'buy', size: '1' })
    await placeOk(alice.client, aliceId, {
      type: 'LIMIT',
      side: 'buy',
      size: '0.1',
      price: '50000',
    })
    const bob = await signedInClient(t)
    const bobId = await buyChallenge(t, bob.client)
    await placeOk(bob.client, bobId, { type: 'MARKET', side: 'sell', size: '0.5' })
    await price(t, '60500')
    await placeOk(alice.client, aliceId, {
      type: 'MARKET',
      side: 'sell',
      trade_type: 'close',
      size: '0.4',
    })
    await t.engine.ctx.trading.idle()
    const original = await money(t.engine)
    expect(original.positions).toHaveLength(2)
    expect(original.ledger.length).toBeGreaterThanOrEqual(4)
    await t.close()

    const file = path.join(source.DATA_DIR ?? '', 'proptrade.backup')
    const made = ops(source, 'backup', file)
    expect(made.err).toBe('')
    expect(made.code).toBe(0)

    const fresh = await newPlace(kind)
    const restored = ops(fresh, 'restore', file)
    expect(restored.err).toBe('')
    expect(restored.code).toBe(0)
    const again = await boot(fresh)
    try {
      expect(await money(again.engine)).toEqual(original)
    } finally {
      await again.close()
    }

    // Restoring over a database that holds data needs --replace, on both kinds
    // (PGlite keeps the old one aside; Postgres names the rows a replace removes).
    const refused = ops(fresh, 'restore', file)
    expect(refused.code).toBe(1)
    expect(refused.err).toContain('Add --replace to restore over it')
    if (kind === 'postgres') {
      expect(refused.err).toContain('these rows are removed')
      expect(refused.err).toMatch(/^ {2}trading_accounts: \d+ rows?$/m)
      expect(refused.err).toMatch(/^ {2}orders: \d+ rows$/m)
    }
    expect(ops(fresh, 'restore', file, '--replace').code).toBe(0)
    const replaced = await boot(fresh)
    try {
      expect(await money(replaced.engine)).toEqual(original)
    } finally {
      await replaced.close()
    }
  }, 180_000)
})

describe.skipIf(!adminUrl)('backup without the Postgres client', () => {
  it('says what to install when pg_dump is not on PATH', () => {
    const result = ops(
      { DATABASE_URL: adminUrl, PATH: path.dirname(process.execPath) },
      'backup',
      path.join(tmpdir(), 'never-written.backup'),
    )
    expect(result.code).toBe(1)
    expect(result.err).toContain('pg_dump was not found')
    expect(result.err).toContain('apt-get install postgresql-client')
  })
})
