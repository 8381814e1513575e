/**
 * Staff decide a profit withdrawal: paid (nothing moves, the money left
 * the balance at request; only to a trader whose identity is cleared,
 * decision 590), or rejected (the debited amount returns through
 * the trading shell, a WITHDRAWAL row of the opposite sign). Decisions of
 * one account run in its lock, so a withdrawal is decided once; each is
 * audited in its own transaction and the trader is notified.
 */
import { and, eq } from 'drizzle-orm'
import type { PayoutNetwork } from '#contract/payouts.ts'
import { D } from '#money/decimal.ts'
import { recordAudit } from '../audit/audit.ts'
import { issueCertificate } from '../certificates/issue.ts'
import type { EngineContext } from '../context.ts'
import { realWithdraws, userChallenges } from '../db/schema/index.ts'
import { transaction } from '../db/transaction.ts'
import { conflict, notFound } from '../errors.ts'
import { identityCleared } from '../identity/identity-checks.ts'
import { identityTexts } from '../identity/texts.ts'
import { notify } from '../notifications/notify.ts'
import { payoutFields, proofOfPayment } from '../payouts/proof.ts'
import { openFlagsHolding } from '../risk/flags.ts'
import { riskTexts } from '../risk/texts.ts'
import { shiftDailyBalance } from './daily-balance.ts'
import type { RealWithdrawRow } from './request-withdraw.ts'
import { realTexts } from './texts.ts'

export type Decision = 'paid' | 'rejected'

async function findWithdraw(ctx: EngineContext, id: number): Promise<RealWithdrawRow> {
  const [row] = await ctx.db.select().from(realWithdraws).where(eq(realWithdraws.id, id))
  if (!row) throw notFound()
  return row
}

export async function decideRealWithdraw(
  ctx: EngineContext,
  withdrawId: number,
  staffUserId: number,
  decision: Decision,
  note: string | null,
  /** Paying: the network and transaction hash staff entered (checked against the address's network). */
  payment?: { network: PayoutNetwork; tx_hash: string },
): Promise<RealWithdrawRow> {
  const first = await findWithdraw(ctx, withdrawId)
  return ctx.realAccountLocks.run(first.tradingAccountId, async () => {
    const before = await findWithdraw(ctx, withdrawId)
    if (before.status !== 'pending') throw conflict(realTexts.notPending)
    // Nothing is paid without a GREEN identity review where Sumsub is on (decision 590).
    if (decision === 'paid' && !(await identityCleared(ctx, ctx.db, before.userId)))
      throw conflict(identityTexts.payoutHeld)
    // An open risk flag holds the payout until a reviewer decides it (issue 33): said, never silent.
    if (
      decision === 'paid' &&
      (await openFlagsHolding(ctx.db, before.userId, before.userChallengeId)).length > 0
    )
      throw conflict(riskTexts.heldByFlag)
    const proof = decision === 'paid' && payment ? proofOfPayment(before.network, payment) : null
    const now = ctx.clock.now()
    const change = {
      status: decision,
      note,
      ...(proof ? { network: proof.network, txHash: proof.txHash } : {}),
      decidedBy: staffUserId,
      decidedAt: now,
      updatedAt: now,
    }
    let after: RealWithdrawRow | undefined
    const write = async (tx: Parameters<typeof recordAudit>[0]) => {
      ;[after] = await tx
        .update(realWithdraws)
        .set(change)
        .where(and(eq(realWithdraws.id, withdrawId), eq(realWithdraws.status, 'pending')))
        .returning()
      await recordAudit(tx, {
        actorId: staffUserId,
        action: `real_withdraw.${decision}`,
        subjectType: 'real_withdraw',
        subjectId: withdrawId,
        before,
        after,
        note,
        now,
      })
      // A paid payout is certified with its proof, in the same transaction (issue 35).
      if (after?.status === 'paid' && proof) await certifyPayout(ctx, tx, after, proof)
    }
    if (decision === 'rejected') {
      // The return and the status change commit together.
      await ctx.trading.adjustBalance(
        before.tradingAccountId,
        'WITHDRAWAL',
        D(before.debited),
        write,
      )
      await shiftDailyBalance(ctx, before.tradingAccountId, D(before.debited))
    } else {
      await transaction(ctx, write)
    }
    if (!after) throw conflict(realTexts.notPending)
    await notifyDecision(ctx, after)
    return after
  })
}

async function certifyPayout(
  ctx: EngineContext,
  tx: Parameters<typeof recordAudit>[0],
  w: RealWithdrawRow,
  proof: { network: PayoutNetwork; txHash: string },
): Promise<void> {
  const [challenge] = await tx
    .select({ title: userChallenges.title, initialBalance: userChallenges.initialBalance })
    .from(userChallenges)
    .where(eq(userChallenges.id, w.userChallengeId))
  if (!challenge) return
  await issueCertificate(ctx, tx, {
    kind: 'payout',
    userId: w.userId,
    userChallengeId: w.userChallengeId,
    subject: `real_withdraw:${w.id}`,
    program: challenge.title,
    accountSize: challenge.initialBalance,
    step: null,
    date: w.decidedAt ?? ctx.clock.now(),
    payout: { amount: w.amount, network: proof.network, txHash: proof.txHash },
  })
}

async function notifyDecision(ctx: EngineContext, w: RealWithdrawRow): Promise<void> {
  const [challenge] = await ctx.db
    .select({ title: userChallenges.title })
    .from(userChallenges)
    .where(eq(userChallenges.id, w.userChallengeId))
  const paid = w.status === 'paid'
  const proof = payoutFields(w)
  await notify(ctx, ctx.db, {
    userId: w.userId,
    type: 'withdraw_decided',
    title: paid ? realTexts.paidTitle : realTexts.rejectedTitle,
    body: paid ? (w.note ? realTexts.paidBodyNote : realTexts.paidBody) : realTexts.rejectedBody,
    params: {
      amount: D(w.amount).toString(),
      title: challenge?.title ?? '',
      note: w.note ?? '',
      network: proof.network ?? '',
      tx_hash: proof.tx_hash ?? '',
    },
    // The history, where it shows paid with its transaction (issue 24: not the request form).
    link: '/challenges/real',
    data: {
      real_withdraw_id: w.id,
      status: w.status,
      network: proof.network,
      tx_hash: proof.tx_hash,
      explorer_url: proof.explorer_url,
    },
  })
}
