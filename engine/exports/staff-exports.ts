/**
 * Staff exports (decision 605): every payment and every profit payout,
 * oldest first, read in keyset batches.
 */
import { asc, eq, gt } from 'drizzle-orm'
import type { EngineContext } from '../context.ts'
import { paymentProviders, payments, realWithdraws } from '../db/schema/index.ts'
import { exact } from './csv.ts'
import type { HistoryExport } from './history-exports.ts'
import { keysetRows, mapped } from './keyset.ts'

export function paymentsExport(ctx: EngineContext): HistoryExport {
  const rows = keysetRows((after, limit) =>
    ctx.db
      .select({ p: payments, provider: paymentProviders.code })
      .from(payments)
      .leftJoin(paymentProviders, eq(paymentProviders.id, payments.providerId))
      .where(gt(payments.id, after))
      .orderBy(asc(payments.id))
      .limit(limit)
      .then((list) => list.map((r) => ({ id: r.p.id, ...r }))),
  )
  return {
    header: [
      'id',
      'user_id',
      'created_at',
      'paid_at',
      'closed_at',
      'title',
      'account_size',
      'price',
      'features_price',
      'discount',
      'credit',
      'final_price',
      'status',
      'provider',
      'provider_reference',
      'received_amount',
      'received_currency',
      'refund_reference',
      'flag',
    ],
    rows: mapped(rows, ({ p, provider }) => [
      p.id,
      p.userId,
      p.createdAt,
      p.paidAt,
      p.closedAt,
      p.title,
      exact(p.accountSize),
      exact(p.price),
      exact(p.featuresPrice),
      exact(p.discount),
      exact(p.credit),
      exact(p.finalPrice),
      p.status,
      provider,
      p.providerReference,
      exact(p.receivedAmount),
      p.receivedCurrency,
      p.refundReference,
      p.flag,
    ]),
  }
}

export function payoutsExport(ctx: EngineContext): HistoryExport {
  const rows = keysetRows((after, limit) =>
    ctx.db
      .select()
      .from(realWithdraws)
      .where(gt(realWithdraws.id, after))
      .orderBy(asc(realWithdraws.id))
      .limit(limit),
  )
  return {
    header: [
      'id',
      'user_id',
      'user_challenge_id',
      'requested_at',
      'decided_at',
      'amount',
      'debited',
      'share_percent',
      'status',
      'network',
      'address',
      'tx_hash',
    ],
    rows: mapped(rows, (w) => [
      w.id,
      w.userId,
      w.userChallengeId,
      w.createdAt,
      w.decidedAt,
      exact(w.amount),
      exact(w.debited),
      exact(w.sharePercent),
      w.status,
      w.network,
      w.address,
      w.txHash,
    ]),
  }
}
