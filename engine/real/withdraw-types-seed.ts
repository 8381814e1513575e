/** How profit can be paid out on a fresh install (rules.md): adds only the missing types. */
import { withdrawTypes } from '../db/schema/index.ts'
import type { Seeder } from '../db/seeder.ts'

const seedTypes = [
  { code: 'USDT_TRC20', titleEn: 'USDT (TRC-20)', titleFa: 'تتر (TRC-20)' },
  { code: 'USDT_ERC20', titleEn: 'USDT (ERC-20)', titleFa: 'تتر (ERC-20)' },
]

export const seedWithdrawTypes: Seeder = async (db, clock) => {
  const now = clock.now()
  await db
    .insert(withdrawTypes)
    .values(seedTypes.map((t, i) => ({ ...t, sortOrder: i + 1, createdAt: now, updatedAt: now })))
    .onConflictDoNothing({ target: withdrawTypes.code })
}
