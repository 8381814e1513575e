/**
 * The payer a provider names for a payment (Stripe: the card's fingerprint)
 * becomes the buyer's `payment_reference` risk signal (issue 33, decision
 * 586): two users paying with one card raise a "several accounts, one
 * person" flag naming the reference. Never fails the event: signals.ts
 * logs its own failures.
 */
import { eq } from 'drizzle-orm'
import type { EngineContext } from '../context.ts'
import { payments } from '../db/schema/index.ts'
import { recordSignal } from '../risk/signals.ts'

export async function recordPayer(
  ctx: EngineContext,
  provider: string,
  paymentId: number,
  payer: string,
): Promise<void> {
  if (!ctx.risk.enabled) return
  const [row] = await ctx.db
    .select({ userId: payments.userId })
    .from(payments)
    .where(eq(payments.id, paymentId))
  if (row) await recordSignal(ctx, row.userId, 'payment_reference', `${provider}:${payer}`)
}
