/**
 * Seed data (rules.md, trading.md): the catalogue a fresh install sells and
 * trades. Idempotent: every seeder inserts only what is missing, so it runs
 * at each start. A feature adds its seeder to the list. Here, not in
 * engine/db: the database layer imports no domain code (decision 628).
 */
import { seedCatalogue } from './catalogue/seed.ts'
import type { Clock } from './clock.ts'
import type { Db } from './db/client.ts'
import type { Seeder } from './db/seeder.ts'
import { seedCoinPairs } from './market/seed-pairs.ts'
import { seedWithdrawTypes } from './real/withdraw-types-seed.ts'
import { seedTicketTypes } from './tickets/ticket-types-seed.ts'

const seeders: Array<{ name: string; run: Seeder }> = [
  { name: 'catalogue', run: seedCatalogue },
  { name: 'ticket types', run: seedTicketTypes },
  { name: 'coin pairs', run: seedCoinPairs },
  { name: 'withdraw types', run: seedWithdrawTypes },
]

export async function seed(db: Db, clock: Clock): Promise<void> {
  for (const seeder of seeders) await seeder.run(db, clock)
}
