/**
 * The sandbox provider's own side: finding the payment its page was opened
 * for, and sending the engine the signed confirmation a real provider would
 * send. It lives in the engine, so the confirmation goes through the
 * engine's HTTP stack in-process (the same route, middleware and signature
 * check a remote provider's request meets) instead of a loopback socket
 * that ENGINE_PUBLIC_URL may not reach from inside the host.
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { EngineContext } from '../../context.ts'
import { paymentProviders, payments } from '../../db/schema/index.ts'
import type { Locale } from '../../i18n.ts'
import type { PaymentRow } from '../activate.ts'
import { SANDBOX_CALLBACK_PATH, type SandboxConfirmation } from './confirmation.ts'
import {
  confirmationSignature,
  SANDBOX_SIGNATURE_HEADER,
  verifyPageSignature,
} from './signature.ts'

/** The sandbox payment a signed page link names, or undefined. */
export async function findSignedPayment(
  ctx: EngineContext,
  idText: string,
  signature: string | undefined,
): Promise<PaymentRow | undefined> {
  if (!/^\d{1,9}$/.test(idText) || !signature) return undefined
  const id = Number(idText)
  if (!verifyPageSignature(ctx.config.PAYMENT_SANDBOX_SECRET, id, signature)) return undefined
  const [row] = await ctx.db
    .select({ payment: payments, provider: paymentProviders.code })
    .from(payments)
    .innerJoin(paymentProviders, eq(paymentProviders.id, payments.providerId))
    .where(eq(payments.id, id))
  return row?.provider === 'sandbox' ? row.payment : undefined
}

/**
 * What the confirmation is sent through: the engine's own application
 * (Hono's `app.request`), named by its shape so this domain code needs
 * nothing of engine/http (decision 377).
 */
export interface InProcessApp {
  request(path: string, init: RequestInit): Response | Promise<Response>
}

/** Sends the provider's confirmation; true when the engine accepted it. */
export async function sendConfirmation(
  app: InProcessApp,
  ctx: EngineContext,
  payment: PaymentRow,
  status: SandboxConfirmation['status'],
  locale: Locale,
): Promise<boolean> {
  const confirmation: SandboxConfirmation = {
    payment_id: payment.id,
    status,
    amount: payment.finalPrice,
    reference: `sbx_${randomBytes(9).toString('base64url')}`,
  }
  const body = JSON.stringify(confirmation)
  const response = await app.request(SANDBOX_CALLBACK_PATH, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': locale,
      [SANDBOX_SIGNATURE_HEADER]: confirmationSignature(ctx.config.PAYMENT_SANDBOX_SECRET, body),
    },
    body,
  })
  if (!response.ok) {
    ctx.log.warn('sandbox confirmation refused', {
      paymentId: payment.id,
      status: response.status,
      body: await response.text(),
    })
  }
  return response.ok
}
