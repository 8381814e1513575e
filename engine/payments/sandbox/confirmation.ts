/**
 * The sandbox provider's server-to-server confirmation: what it sends to
 * POST /v1/payments/callback/sandbox. JSON, signed over its exact bytes in
 * the X-Sandbox-Signature header.
 */
import { z } from 'zod'
import { decimal, id } from '#contract/common.ts'

export const sandboxConfirmation = z.object({
  payment_id: id,
  status: z.enum(['paid', 'canceled']),
  /** What the provider charged, in USDT: must equal the payment's final price. */
  amount: decimal,
  /** The provider's transaction id. */
  reference: z.string().min(1).max(100),
})
export type SandboxConfirmation = z.infer<typeof sandboxConfirmation>

export const SANDBOX_CALLBACK_PATH = '/v1/payments/callback/sandbox'
