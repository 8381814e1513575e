/**
 * The database: Postgres when DATABASE_URL is set, else PGlite (Postgres in
 * WebAssembly) in a directory under DATA_DIR. One schema, one set of
 * migrations, the same queries for both.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { migrationsFolder } from './migration-history.ts'
import { initdbInChild, needsInitdb } from './pglite-initdb.ts'
import { PGLITE_START_PARAMS } from './pglite-params.ts'
import * as schema from './schema/index.ts'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
/** A transaction handle: the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
/** Either the database or a transaction inside it. */
export type DbOrTx = Db | Tx

export interface Database {
  db: Db
  /**
   * Where the trading writes go (docs/decisions/360): on Postgres a pool of
   * its own, so the API's queries never hold up a breach's record, with
   * generic plans (the writes' plans do not depend on their values, and a
   * custom plan of the batch statement costs milliseconds of planning on
   * each connection's first five runs) that read rows by key only. PGlite
   * has one connection.
   */
  writer: { db: Db; connections: number }
  kind: 'pglite' | 'postgres'
  /** Connections each pool may open, by pool (metrics). */
  poolSizes: Record<string, number>
  /** Applies the migrations not yet applied: the repository's, or another folder's (tests). */
  migrate(folder?: string): Promise<void>
  close(): Promise<void>
}

/** The rows a prepared query returned: the drivers differ (an array of rows, or `{ rows }`). */
export function resultRows<Row>(result: unknown): Row[] {
  return ((Array.isArray(result) ? result : (result as { rows?: unknown[] }).rows) ?? []) as Row[]
}

/** Connections of the trading writer's pool (group commit keeps few writes in flight). */
const WRITER_CONNECTIONS = 4

export function openPostgres(url: string, options: { max?: number } = {}): Database {
  const max = options.max ?? 10
  const client = postgres(url, {
    max,
    onnotice: () => {},
  })
  const writerClient = postgres(url, {
    max: WRITER_CONNECTIONS,
    onnotice: () => {},
    // Every write finds its rows by key. A connection keeps the plan it made
    // first (when the tables may still have been small); never a whole-table scan.
    connection: { plan_cache_mode: 'force_generic_plan', enable_seqscan: 'off' },
  })
  const db = drizzlePostgres({ client, schema, casing: 'snake_case' }) as unknown as Db
  const writer = drizzlePostgres({
    client: writerClient,
    schema,
    casing: 'snake_case',
  }) as unknown as Db
  return {
    db,
    writer: { db: writer, connections: WRITER_CONNECTIONS },
    kind: 'postgres',
    poolSizes: { api: max, writer: WRITER_CONNECTIONS },
    migrate: (folder = migrationsFolder) =>
      migratePostgres(db as never, { migrationsFolder: folder }),
    close: async () => {
      await Promise.all([client.end({ timeout: 5 }), writerClient.end({ timeout: 5 })])
    },
  }
}

/** PGlite in `dataDir`, or in memory when dataDir is undefined. */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) {
    mkdirSync(path.dirname(dataDir), { recursive: true })
    if (needsInitdb(dataDir)) await initdbInChild(dataDir)
  }
  const client = await PGlite.create(dataDir, { startParams: PGLITE_START_PARAMS })
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db
  return {
    db,
    writer: { db, connections: 1 },
    kind: 'pglite',
    poolSizes: { single: 1 },
    migrate: (folder = migrationsFolder) =>
      migratePglite(db as never, { migrationsFolder: folder }),
    close: () => client.close(),
  }
}

export async function openDatabase(config: {
  DATABASE_URL?: string | undefined
  DATA_DIR: string
}): Promise<Database> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL)
  return openPglite(path.resolve(config.DATA_DIR, 'engine.pglite'))
}
