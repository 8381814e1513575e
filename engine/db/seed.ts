/**
 * Seed data (rules.md, trading.md): the catalogue a fresh install sells and
 * trades. Idempotent: every seeder inserts only what is missing, so it runs
 * at each start. A feature adds its seeder to the list.
 */
import { seedCatalogue } from '../catalogue/seed.ts'
import type { Clock } from '../clock.ts'
import { seedCoinPairs } from '../market/seed-pairs.ts'
import { seedWithdrawTypes } from '../real/withdraw-types-seed.ts'
import { seedTicketTypes } from '../tickets/ticket-types-seed.ts'
import type { Db } from './client.ts'

export type Seeder = (db: Db, clock: Clock) => Promise<void>

export const seeders: Array<{ name: string; run: Seeder }> = [
  { name: 'catalogue', run: seedCatalogue },
  { name: 'ticket types', run: seedTicketTypes },
  { name: 'coin pairs', run: seedCoinPairs },
  { name: 'withdraw types', run: seedWithdrawTypes },
]

export async function seed(db: Db, clock: Clock): Promise<void> {
  for (const seeder of seeders) await seeder.run(db, clock)
}
