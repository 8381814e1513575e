/** A provider's refund event acted on once committed (apply-event.ts, docs/decisions/380). */
import { and, eq } from 'drizzle-orm'
import type { EngineContext } from '../context.ts'
import { paymentProviderEvents } from '../db/schema/index.ts'
import { DomainError } from '../errors.ts'
import type { ProviderEvent } from './integration.ts'
import { providerTexts } from './provider-texts.ts'
import { refundPayment } from './refund.ts'

/**
 * A refund made at the provider (its dashboard, or our staff's refund
 * whose webhook comes back): the platform's refund runs once; a payment
 * already refunded answers 422 there and nothing more happens. When the
 * refund cannot run, the event is forgotten so the provider's retry can.
 */
export async function refundedAtProvider(
  ctx: EngineContext,
  provider: string,
  event: ProviderEvent,
  paymentId: number,
): Promise<void> {
  const note = providerTexts.refundedByProviderNote.replace(
    '{reference}',
    event.providerReference ?? event.eventId,
  )
  try {
    await refundPayment(ctx, null, paymentId, note, { atProvider: false })
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'invalid') return
    await ctx.db
      .delete(paymentProviderEvents)
      .where(
        and(
          eq(paymentProviderEvents.provider, provider),
          eq(paymentProviderEvents.eventId, event.eventId),
        ),
      )
    throw error
  }
}
