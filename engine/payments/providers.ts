/**
 * Payment providers: which ones a buyer may choose, and where each sends
 * the browser. A provider row is offered only when the engine has its
 * integration and it is configured (keys set; the sandbox only when
 * PAYMENT_SANDBOX_ENABLED). A new provider is one PaymentIntegration
 * (engine/payments/integration.ts) added to `integrations` and a seeded row.
 */
import { asc, eq } from 'drizzle-orm'
import type { EngineContext } from '../context.ts'
import type { DbOrTx } from '../db/client.ts'
import { paymentProviders, payments } from '../db/schema/index.ts'
import { transaction } from '../db/transaction.ts'
import { DomainError } from '../errors.ts'
import type { Locale } from '../i18n.ts'
import type { PaymentRow } from './activate.ts'
import { cancelLockedPayment } from './cancel.ts'
import type { Checkout, PaymentIntegration } from './integration.ts'
import { nowpaymentsIntegration } from './nowpayments/nowpayments.ts'
import { sandboxIntegration } from './sandbox/integration.ts'
import { stripeIntegration } from './stripe/stripe.ts'
import { texts } from './texts.ts'

export type ProviderRow = typeof paymentProviders.$inferSelect

/** Integrations the engine has, by provider code. */
export const integrations: Record<string, PaymentIntegration> = {
  sandbox: sandboxIntegration,
  stripe: stripeIntegration,
  nowpayments: nowpaymentsIntegration,
}

/** The integration of a provider code, configured or not (what its past payments need). */
export function knownIntegration(code: string): PaymentIntegration | undefined {
  return Object.hasOwn(integrations, code) ? integrations[code] : undefined
}

/** The configured integration of a provider code, if any. */
export function integrationFor(ctx: EngineContext, code: string): PaymentIntegration | undefined {
  const integration = Object.hasOwn(integrations, code) ? integrations[code] : undefined
  return integration?.configured(ctx.config) ? integration : undefined
}

function integrationOf(ctx: EngineContext, row: ProviderRow) {
  return row.active ? integrationFor(ctx, row.code) : undefined
}

export async function availableProviders(ctx: EngineContext, db: DbOrTx): Promise<ProviderRow[]> {
  const rows = await db
    .select()
    .from(paymentProviders)
    .orderBy(asc(paymentProviders.sortOrder), asc(paymentProviders.id))
  return rows.filter((row) => integrationOf(ctx, row) !== undefined)
}

export async function availableProvider(
  ctx: EngineContext,
  db: DbOrTx,
  id: number,
): Promise<ProviderRow | undefined> {
  const [row] = await db.select().from(paymentProviders).where(eq(paymentProviders.id, id))
  return row && integrationOf(ctx, row) ? row : undefined
}

/** The web's return page for a payment. */
export function returnUrl(ctx: EngineContext, outcome: 'success' | 'failure', paymentId: number) {
  const url = new URL(`/payments/callback/${outcome}`, ctx.config.WEB_BASE_URL)
  url.searchParams.set('payment_id', String(paymentId))
  return url.toString()
}

/**
 * Opens the provider's checkout for a pending payment (after its order
 * committed) and keeps the provider's reference for reconciliation. When
 * the provider cannot be reached the payment is canceled (credit and coupon
 * come back) and the buyer is asked to try again: nothing is left half-open.
 */
export async function startCheckout(
  ctx: EngineContext,
  provider: ProviderRow,
  payment: PaymentRow,
  locale: Locale,
): Promise<Checkout> {
  const integration = integrationOf(ctx, provider)
  if (!integration) throw new Error(`Provider ${provider.code} has no enabled integration`)
  let checkout: Checkout
  try {
    checkout = await integration.checkout(ctx, {
      payment,
      locale,
      successUrl: returnUrl(ctx, 'success', payment.id),
      cancelUrl: returnUrl(ctx, 'failure', payment.id),
    })
  } catch (error) {
    ctx.log.error('payment provider checkout failed', {
      provider: provider.code,
      paymentId: payment.id,
      error: error instanceof Error ? error.message : String(error),
    })
    await transaction(ctx, async (tx) => {
      const [locked] = await tx
        .select()
        .from(payments)
        .where(eq(payments.id, payment.id))
        .for('update')
      if (locked?.status === 'pending') await cancelLockedPayment(tx, locked, ctx.clock.now())
    })
    throw new DomainError('unavailable', texts.providerDown)
  }
  if (checkout.checkoutReference) {
    await ctx.db
      .update(payments)
      .set({ checkoutReference: checkout.checkoutReference })
      .where(eq(payments.id, payment.id))
  }
  return checkout
}

export function presentProvider(row: ProviderRow, locale: Locale) {
  return {
    id: row.id,
    code: row.code,
    name: locale === 'fa' ? row.nameFa : row.nameEn,
    description: locale === 'fa' ? row.descriptionFa : row.descriptionEn,
  }
}
