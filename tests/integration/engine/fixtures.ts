/**
 * Test fixtures written straight to the real database, for tests that are
 * not about signing up: a user, and a client signed in as that user.
 */
import { randomBytes, randomInt } from 'node:crypto'
import { newToken } from '../../../engine/accounts/sessions.ts'
import { sessions, users } from '../../../engine/db/schema/index.ts'
import type { TestClient, TestEngine } from './harness.ts'

export type Role = 'trader' | 'support' | 'risk' | 'admin'

export async function createUser(
  t: TestEngine,
  fields: { email?: string; role?: Role; phone?: string | null } = {},
) {
  const now = t.engine.ctx.clock.now()
  const [user] = await t.engine.ctx.db
    .insert(users)
    .values({
      email: fields.email ?? `user-${randomBytes(5).toString('hex')}@example.test`,
      passwordHash: null,
      referralCode: randomBytes(4).toString('hex').toUpperCase(),
      role: fields.role ?? 'trader',
      // A verified number belongs to one user (users_phone_verified_unique): a fresh one each.
      phone: fields.phone === undefined ? randomPhone() : fields.phone,
      phoneVerifiedAt: fields.phone === null ? null : now,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  if (!user) throw new Error('user insert returned nothing')
  return user
}

/** An Iranian mobile number, random enough that two fixtures never share one. */
export function randomPhone(): string {
  return `+98912${randomInt(0, 10_000_000).toString().padStart(7, '0')}`
}

/** A client whose cookies carry a signed-in session for `userId`. */
export async function signIn(t: TestEngine, client: TestClient, userId: number): Promise<void> {
  const now = t.engine.ctx.clock.now()
  const id = newToken()
  const csrf = newToken()
  await t.engine.ctx.db.insert(sessions).values({
    id,
    userId,
    csrfToken: csrf,
    createdAt: now,
    lastActivity: now,
    expiresAt: new Date(now.getTime() + 3600_000),
  })
  client.cookies.set('proptrade_session', id)
  client.cookies.set('XSRF-TOKEN', csrf)
}

/** A new user and a client signed in as them. */
export async function signedInClient(
  t: TestEngine,
  fields: Parameters<typeof createUser>[1] = {},
  options: Parameters<TestEngine['client']>[0] = {},
) {
  const user = await createUser(t, fields)
  const client = t.client(options)
  await signIn(t, client, user.id)
  return { user, client }
}
