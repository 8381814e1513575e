/**
 * Test databases: PGlite in memory always; Postgres too when
 * TEST_DATABASE_URL is set, each test file in a database of its own that is
 * dropped afterwards, so parallel runs never see each other's rows.
 */
import { randomBytes } from 'node:crypto'
import postgres from 'postgres'
import { type Database, openPglite, openPostgres } from '../../engine/db/client.ts'

export type DatabaseKind = 'pglite' | 'postgres'

export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite']

export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') return openPglite(undefined)
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`CREATE DATABASE "${name}"`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = openPostgres(url.toString(), { max: 10 })
  return {
    ...database,
    async close() {
      await database.close()
      const dropper = postgres(adminUrl, { max: 1, onnotice: () => {} })
      await dropper.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await dropper.end()
    },
  }
}
