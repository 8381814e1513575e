/**
 * A lost webhook must not lose a sale (docs/decisions/380): every payment
 * still pending RECONCILE_AFTER_MS after it was placed is asked about at
 * its provider (Stripe: retrieve the session; NOWPayments: the payment's
 * status), and the answer goes through applyProviderEvent, the webhook's
 * own path. Runs as an engine job and as `npm run ops -- payments reconcile`.
 */
import { and, asc, eq, isNotNull, lte } from 'drizzle-orm'
import type { EngineContext } from '../context.ts'
import { paymentProviders, payments } from '../db/schema/index.ts'
import { applyProviderEvent, type EventOutcome } from './apply-event.ts'
import { integrationFor } from './providers.ts'

export const RECONCILE_AFTER_MS = 10 * 60 * 1000
/** Payments asked about per pass; the next pass takes the rest. */
const BATCH = 200

export interface ReconcileReport {
  checked: number
  /** Outcomes of the events applied (duplicates of an earlier answer are not counted). */
  outcomes: Partial<Record<EventOutcome, number>>
  errors: number
}

export async function reconcilePendingPayments(ctx: EngineContext): Promise<ReconcileReport> {
  const before = new Date(ctx.clock.now().getTime() - RECONCILE_AFTER_MS)
  const rows = await ctx.db
    .select({ payment: payments, code: paymentProviders.code })
    .from(payments)
    .innerJoin(paymentProviders, eq(paymentProviders.id, payments.providerId))
    .where(
      and(
        eq(payments.status, 'pending'),
        lte(payments.createdAt, before),
        isNotNull(payments.providerId),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(BATCH)
  const report: ReconcileReport = { checked: 0, outcomes: {}, errors: 0 }
  for (const { payment, code } of rows) {
    const integration = integrationFor(ctx, code)
    if (!integration?.reconcile) continue
    report.checked += 1
    try {
      const event = await integration.reconcile(ctx, payment)
      if (!event) continue
      const applied = await applyProviderEvent(ctx, code, event, 'reconciliation')
      if (!applied.duplicate) {
        report.outcomes[applied.outcome] = (report.outcomes[applied.outcome] ?? 0) + 1
      }
    } catch (error) {
      report.errors += 1
      ctx.log.warn('payment reconciliation failed', {
        provider: code,
        paymentId: payment.id,
        error: error instanceof Error ? error.message : String(error),
      })
    }
  }
  return report
}

export function registerPaymentJobs(ctx: EngineContext): void {
  ctx.jobs.register(
    'payments.reconcile',
    ctx.config.PAYMENT_RECONCILE_EVERY_SECONDS * 1000,
    async () => {
      const report = await reconcilePendingPayments(ctx)
      if (report.checked > 0) ctx.log.info('payments reconciled', { ...report })
    },
  )
}
