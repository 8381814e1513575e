/**
 * Giving a user a role (trader, support, risk, admin): the operator's
 * `npm run ops -- grant-role` and the test-only POST /test/users/role.
 */
import { eq } from 'drizzle-orm'
import { normalizeEmail } from '../accounts/users.ts'
import type { DbOrTx } from '../db/client.ts'
import { users } from '../db/schema/index.ts'

export type Role = 'trader' | 'support' | 'risk' | 'admin'

export async function grantRole(
  db: DbOrTx,
  email: string,
  role: Role,
  now: Date,
): Promise<{ id: number; email: string; role: Role } | undefined> {
  const [row] = await db
    .update(users)
    .set({ role, updatedAt: now })
    .where(eq(users.email, normalizeEmail(email)))
    .returning({ id: users.id, email: users.email, role: users.role })
  return row
}
