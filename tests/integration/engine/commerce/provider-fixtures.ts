/**
 * An engine whose Stripe and NOWPayments integrations point at the local
 * stand-in (tests/support/payment-provider-standin.ts), which delivers its
 * webhooks to the engine in-process, and the rows tests read back.
 */
import { asc, eq } from 'drizzle-orm'
import { api } from '#contract/index.ts'
import {
  challengeActivations,
  notifications,
  paymentProviderEvents,
  paymentProviders,
  payments,
  userChallenges,
} from '../../../../engine/db/schema/index.ts'
import type { DatabaseKind } from '../../../support/databases.ts'
import { PaymentProviderStandin } from '../../../support/payment-provider-standin.ts'
import { signedInClient } from '../fixtures.ts'
import { startTestEngine, type TestEngine } from '../harness.ts'
import { catalogueIds, giveCredit } from './commerce-fixtures.ts'

export const WEB = 'https://app.proptrade.test'

export async function startProviderEngine(kind: DatabaseKind, env: Record<string, string> = {}) {
  let engine: TestEngine | undefined
  const standin = new PaymentProviderStandin(async (d) => {
    if (!engine) throw new Error('engine not started')
    const response = await engine.engine.app.request(`http://engine.test${d.path}`, {
      method: 'POST',
      headers: d.headers,
      body: d.body,
    })
    return response.status
  })
  await standin.start()
  const t = await startTestEngine(kind, {
    WEB_BASE_URL: WEB,
    ENGINE_PUBLIC_URL: 'https://engine.proptrade.test',
    ...standin.env(),
    ...env,
  })
  engine = t
  const ids = await catalogueIds(t)
  const providers = await t.engine.ctx.db.select().from(paymentProviders)
  const providerId = (code: string) => {
    const row = providers.find((p) => p.code === code)
    if (!row) throw new Error(`no provider ${code}`)
    return row.id
  }
  const db = t.engine.ctx.db
  return {
    t,
    standin,
    ids,
    providerId,
    async close() {
      await t.close()
      await standin.stop()
    },
    /** A buyer's pending order of the 10K challenge + profit share: 106.80, less `credit`. */
    async order(code: 'stripe' | 'nowpayments', credit?: string) {
      const { client, user } = await signedInClient(t)
      if (credit) await giveCredit(t, user.id, credit)
      const result = await client.call(api.payments.request, {
        body: {
          challenge_id: ids.bySize('10000'),
          features: [ids.feature('profit_share_90')],
          provider_id: providerId(code),
          accept_rules: true,
          ...(credit ? { credit } : {}),
        },
      })
      return { client, user, result }
    },
    async payment(id: number) {
      const [row] = await db.select().from(payments).where(eq(payments.id, id))
      if (!row) throw new Error(`no payment ${id}`)
      return row
    },
    activations: (paymentId: number) =>
      db.select().from(challengeActivations).where(eq(challengeActivations.paymentId, paymentId)),
    challengesOf: (userId: number) =>
      db.select().from(userChallenges).where(eq(userChallenges.userId, userId)),
    eventsOf: (paymentId: number) =>
      db
        .select()
        .from(paymentProviderEvents)
        .where(eq(paymentProviderEvents.paymentId, paymentId))
        .orderBy(asc(paymentProviderEvents.id)),
    notificationsOf: (userId: number) =>
      db.select().from(notifications).where(eq(notifications.userId, userId)),
  }
}

export type ProviderEngine = Awaited<ReturnType<typeof startProviderEngine>>

/** Answers a pending order's payment id and the provider's checkout id. */
export async function pendingOrder(
  p: ProviderEngine,
  code: 'stripe' | 'nowpayments',
  credit?: string,
) {
  const { client, user, result } = await p.order(code, credit)
  if (result.status !== 200)
    throw new Error(`request answered ${result.status}: ${JSON.stringify(result.body)}`)
  const data = (result.body as { data: { payment_id: number; redirect_url: string } }).data
  const payment = await p.payment(data.payment_id)
  if (!payment.checkoutReference) throw new Error('no checkout reference')
  return {
    client,
    user,
    paymentId: data.payment_id,
    redirectUrl: data.redirect_url,
    checkout: payment.checkoutReference,
  }
}
