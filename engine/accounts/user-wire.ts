/** A users row as the /v1 contract shows it (contract/user.ts `user`). */
import { type TourName, tourNames, type User } from '#contract/user.ts'
import type { UserRow } from '../accounts/user-row.ts'
import type { EngineConfig } from '../config.ts'
import { avatarUrl } from './avatars.ts'

export function toWireUser(config: EngineConfig, row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    firstName: row.firstName,
    lastName: row.lastName,
    firstNameEN: row.firstNameEn,
    lastNameEN: row.lastNameEn,
    name_confirmed: row.nameConfirmed,
    phone: row.phone,
    phone_verified: row.phoneVerifiedAt !== null,
    email_verified: row.emailVerifiedAt !== null,
    avatar: row.avatarPath ? avatarUrl(config, row.avatarPath) : null,
    referral_code: row.referralCode,
    role: row.role,
    tours_seen: row.toursSeen.filter((t): t is TourName =>
      (tourNames as readonly string[]).includes(t),
    ),
    has_password: row.passwordHash !== null,
    created_at: row.createdAt.toISOString(),
  }
}
