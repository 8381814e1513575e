/**
 * A user's credit from the credit_entries ledger (rules.md, referral
 * programme): the balance is every row whose available_at has passed; the
 * pending part is referral rewards (net of their clawbacks) still inside
 * their refund window. Checkout spends from `available`.
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import { Decimal } from '#money/decimal.ts'
import type { DbOrTx } from '../db/client.ts'
import { creditEntries } from '../db/schema/index.ts'
import { availableCredit } from './ledger.ts'

export interface CreditBalance {
  available: Decimal
  pending: Decimal
}

export async function creditBalance(db: DbOrTx, userId: number, now: Date): Promise<CreditBalance> {
  // One definition of "available" for the balance shown and the credit checkout spends.
  const available = await availableCredit(db, userId, now)
  const [pending] = await db
    .select({ total: sql<string>`coalesce(sum(${creditEntries.amount}), 0)::text` })
    .from(creditEntries)
    .where(
      and(
        eq(creditEntries.userId, userId),
        gt(creditEntries.availableAt, now),
        inArray(creditEntries.kind, ['referral_reward', 'referral_clawback']),
      ),
    )
  return {
    available: Decimal.from(available),
    pending: Decimal.from(pending?.total ?? '0'),
  }
}
