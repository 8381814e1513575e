/**
 * A withdrawal freeze set from a new-address mail's link (decision 393),
 * seen and lifted by staff on the user page. Lifting is one unit of work:
 * the freeze goes, the audit log records who lifted it and why, and the
 * user is told (if it was not them who asked, they hear of it at once).
 */
import { eq } from 'drizzle-orm'
import type { StaffWithdrawalFreeze } from '#contract/staff.ts'
import { recordAudit } from '../audit/audit.ts'
import type { EngineContext } from '../context.ts'
import type { DbOrTx } from '../db/client.ts'
import { users, withdrawalFreezes } from '../db/schema/index.ts'
import { transaction } from '../db/transaction.ts'
import { conflict, notFound } from '../errors.ts'
import { addTranslations } from '../i18n.ts'
import { notify } from '../notifications/notify.ts'

export const freezeTexts = {
  lifted: 'Withdrawal freeze lifted; the user was told.',
  notFrozen: 'Withdrawals of this user are not frozen.',
  unfrozenTitle: 'Withdrawals unfrozen',
  unfrozenBody:
    'Support lifted the freeze on your withdrawals. If you did not ask for this, contact support at once.',
} as const

addTranslations('fa', {
  [freezeTexts.lifted]: 'مسدودی برداشت برداشته شد؛ به کاربر اطلاع داده شد.',
  [freezeTexts.notFrozen]: 'برداشت‌های این کاربر مسدود نیست.',
  [freezeTexts.unfrozenTitle]: 'برداشت‌ها آزاد شد',
  [freezeTexts.unfrozenBody]:
    'پشتیبانی مسدودی برداشت‌های شما را برداشت. اگر شما چنین درخواستی نداده‌اید، فوراً با پشتیبانی تماس بگیرید.',
})

export async function withdrawalFreezeOf(
  db: DbOrTx,
  userId: number,
): Promise<StaffWithdrawalFreeze | null> {
  const [row] = await db
    .select()
    .from(withdrawalFreezes)
    .where(eq(withdrawalFreezes.userId, userId))
  return row
    ? { network: row.network, address: row.address, frozen_at: row.frozenAt.toISOString() }
    : null
}

export async function liftWithdrawalFreeze(
  ctx: EngineContext,
  staffId: number,
  userId: number,
  note: string,
): Promise<{ id: number; withdrawal_freeze: null }> {
  return transaction(ctx, async (tx) => {
    const now = ctx.clock.now()
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId))
    if (!user) throw notFound()
    // Deleting is the lock: of two staff lifting at once, one deletes the row, the other finds none.
    const [lifted] = await tx
      .delete(withdrawalFreezes)
      .where(eq(withdrawalFreezes.userId, userId))
      .returning()
    if (!lifted) throw conflict(freezeTexts.notFrozen)
    const which = { frozen_at: lifted.frozenAt, network: lifted.network, address: lifted.address }
    await recordAudit(tx, {
      actorId: staffId,
      action: 'user.withdrawals_unfrozen',
      subjectType: 'user',
      subjectId: userId,
      // Which freeze it was stays on both sides, so the changed fields read "withdrawals frozen → open".
      before: { withdrawals: 'frozen', ...which },
      after: { withdrawals: 'open', ...which },
      note,
      now,
    })
    await notify(ctx, tx, {
      userId,
      type: 'withdrawals_unfrozen',
      title: freezeTexts.unfrozenTitle,
      body: freezeTexts.unfrozenBody,
      link: '/profile',
    })
    return { id: userId, withdrawal_freeze: null }
  })
}
