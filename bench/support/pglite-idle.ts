/**
 * PGlite alone, as the engine opens it (engine/db/client.ts), or with
 * PGlite's own start parameters when argv[3] is `pglite-defaults`: the data
 * directory in argv[2], migrated, one read; then idle until stopped.
 * bench/engine-memory.ts reads its memory.
 */
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { openPglite } from '../../engine/db/client.ts'
import { migrationsFolder } from '../../engine/db/migration-history.ts'

const dataDir = process.argv[2]
if (process.argv[3] === 'pglite-defaults') {
  const db = drizzle({ client: await PGlite.create(dataDir) })
  await migrate(db, { migrationsFolder })
  await db.execute(sql`select count(*) from coin_pairs`)
} else {
  const database = await openPglite(dataDir)
  await database.migrate()
  await database.db.execute(sql`select count(*) from coin_pairs`)
}
console.log('pglite ready')
setInterval(() => {}, 1 << 30)
