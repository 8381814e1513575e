/** The ticket types a fresh install offers; adds only the missing ones. */

import { ticketTypes } from '../db/schema/index.ts'
import type { Seeder } from '../db/seeder.ts'
import { ticketTypeTitles, typesNeedingChallenge } from './texts.ts'

export const seedTicketTypes: Seeder = async (db, clock) => {
  const now = clock.now()
  const rows = Object.entries(ticketTypeTitles).map(([code, title], index) => ({
    code,
    title,
    sortOrder: index + 1,
    needsChallenge: typesNeedingChallenge.has(code),
    createdAt: now,
  }))
  await db.insert(ticketTypes).values(rows).onConflictDoNothing({ target: ticketTypes.code })
}
