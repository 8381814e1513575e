/** Finding and creating users; every e-mail is stored and looked up in lower case. */
import { randomInt } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { UserRow } from '../accounts/user-row.ts'
import type { DbOrTx } from '../db/client.ts'
import { uniqueViolation } from '../db/errors.ts'
import { users } from '../db/schema/index.ts'

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1)
  return row
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row
}

/** Referral codes are read aloud and typed: no 0/O or 1/I/L. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const CODE_LENGTH = 8

export function newReferralCode(): string {
  let code = ''
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
  return code
}

export async function findUserByReferralCode(
  db: DbOrTx,
  code: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.referralCode, code.trim().toUpperCase()))
    .limit(1)
  return row
}

export class EmailTakenError extends Error {
  constructor() {
    super('email taken')
    this.name = 'EmailTakenError'
  }
}

export interface NewUser {
  email: string
  passwordHash: string | null
  referredBy?: number | null
  name?: string | null
  googleId?: string | null
  emailVerifiedAt?: Date | null
  now: Date
}

/**
 * Inserts a user with a fresh referral code. A taken e-mail (also one taken
 * a moment ago by a concurrent sign-up) is an EmailTakenError; a referral
 * code collision (one in 31^8) is retried.
 */
export async function insertUser(db: DbOrTx, input: NewUser): Promise<UserRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      // A savepoint per try: inside a transaction a failed insert would abort it.
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(users)
          .values({
            email: normalizeEmail(input.email),
            passwordHash: input.passwordHash,
            referralCode: newReferralCode(),
            referredBy: input.referredBy ?? null,
            name: input.name ?? null,
            googleId: input.googleId ?? null,
            emailVerifiedAt: input.emailVerifiedAt ?? null,
            createdAt: input.now,
            updatedAt: input.now,
          })
          .returning()
        return inserted
      })
      if (!row) throw new Error('user insert returned nothing')
      return row
    } catch (error) {
      const constraint = uniqueViolation(error)
      if (constraint === 'users_email_unique') throw new EmailTakenError()
      if (constraint === 'users_referral_code_unique' && attempt < 5) continue
      throw error
    }
  }
}
