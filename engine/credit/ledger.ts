/**
 * The credit ledger (db/schema/credit.ts) as checkout uses it. Spending
 * locks the user's row first, so two checkouts of one user cannot both
 * spend the same credit; a row counts once its `available_at` has passed.
 */
import { and, eq, lte, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../db/client.ts'
import { creditEntries, users } from '../db/schema/index.ts'

/** Serialises every credit spend of one user until the transaction ends. */
export async function lockCreditOf(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
}

/** Credit the user can spend at `now`: every entry already available. */
export async function availableCredit(tx: DbOrTx, userId: number, now: Date): Promise<string> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${creditEntries.amount}), 0)::text` })
    .from(creditEntries)
    .where(and(eq(creditEntries.userId, userId), lte(creditEntries.availableAt, now)))
  return row?.total ?? '0'
}

interface Movement {
  userId: number
  /** Positive amount of USDT. */
  amount: string
  paymentId: number
  now: Date
}

/** Takes credit for a payment (call lockCreditOf and check the amount first). */
export async function spendCredit(tx: Tx, m: Movement): Promise<void> {
  await tx.insert(creditEntries).values({
    userId: m.userId,
    amount: `-${m.amount}`,
    kind: 'checkout_spend',
    availableAt: m.now,
    referenceType: 'payment',
    referenceId: m.paymentId,
    createdAt: m.now,
  })
}

/** Gives back the credit a payment took (it was canceled). */
export async function returnCredit(tx: DbOrTx, m: Movement): Promise<void> {
  await tx.insert(creditEntries).values({
    userId: m.userId,
    amount: m.amount,
    kind: 'checkout_refund',
    availableAt: m.now,
    referenceType: 'payment',
    referenceId: m.paymentId,
    createdAt: m.now,
  })
}
