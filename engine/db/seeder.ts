import type { Clock } from '../clock.ts'
import type { Db } from './client.ts'

/** One feature's seed data, idempotent (the list: engine/seed.ts). */
export type Seeder = (db: Db, clock: Clock) => Promise<void>
