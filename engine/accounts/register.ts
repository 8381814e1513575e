/** Sign-up: a new user with a password, linked to their inviter by referral code. */

import type { UserRow } from '../accounts/user-row.ts'
import type { EngineContext } from '../context.ts'
import { type FieldErrors, validationError } from '../errors.ts'
import { ACCOUNT_TEXTS } from './account-texts.ts'
import { hashPassword } from './passwords.ts'
import {
  EmailTakenError,
  findUserByEmail,
  findUserByReferralCode,
  insertUser,
  normalizeEmail,
} from './users.ts'

export async function registerUser(
  ctx: EngineContext,
  input: { email: string; password: string; referral: string | undefined },
): Promise<UserRow> {
  const email = normalizeEmail(input.email)
  const errors: FieldErrors = {}
  if (await findUserByEmail(ctx.db, email)) errors.email = [ACCOUNT_TEXTS.emailTaken]
  const inviter = input.referral ? await findUserByReferralCode(ctx.db, input.referral) : undefined
  if (input.referral && !inviter) errors.referral = ['Referral code is not valid']
  if (Object.keys(errors).length > 0) throw validationError(errors)

  const passwordHash = await hashPassword(input.password)
  try {
    return await insertUser(ctx.db, {
      email,
      passwordHash,
      referredBy: inviter?.id ?? null,
      now: ctx.clock.now(),
    })
  } catch (error) {
    // A concurrent sign-up took the address between the check and the insert.
    if (error instanceof EmailTakenError)
      throw validationError({ email: [ACCOUNT_TEXTS.emailTaken] })
    throw error
  }
}
