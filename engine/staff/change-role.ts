/**
 * Admins change a user's role on the user page (issue 25): audited in the
 * same transaction; the last admin is never demoted, even by two admins
 * demoting each other at once (the admins' rows are locked first).
 */
import { eq } from 'drizzle-orm'
import { recordAudit } from '../audit/audit.ts'
import type { EngineContext } from '../context.ts'
import { users } from '../db/schema/index.ts'
import { transaction } from '../db/transaction.ts'
import { fieldError, notFound } from '../errors.ts'
import type { Role } from './grant-role.ts'
import { staffTexts } from './texts.ts'

export async function changeRole(
  ctx: EngineContext,
  adminId: number,
  userId: number,
  role: Role,
): Promise<{ id: number; role: Role }> {
  return transaction(ctx, async (tx) => {
    const now = ctx.clock.now()
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'admin'))
      .for('update')
    const [before] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
    if (!before) throw notFound()
    if (before.role === role) throw fieldError('role', staffTexts.roleUnchanged)
    if (before.role === 'admin' && admins.length <= 1)
      throw fieldError('role', staffTexts.lastAdmin)
    await tx.update(users).set({ role, updatedAt: now }).where(eq(users.id, userId))
    await recordAudit(tx, {
      actorId: adminId,
      action: 'user.role_changed',
      subjectType: 'user',
      subjectId: userId,
      before: { role: before.role },
      after: { role },
      now,
    })
    return { id: userId, role }
  })
}
