/** Changes to the signed-in user's own profile: names, tours, avatar. */
import { and, eq, or, sql } from 'drizzle-orm'
import type { TourName } from '#contract/user.ts'
import type { UserRow } from '../accounts/user-row.ts'
import type { EngineContext } from '../context.ts'
import { users } from '../db/schema/index.ts'
import { type FieldErrors, validationError } from '../errors.ts'
import { ACCOUNT_TEXTS } from './account-texts.ts'
import { removeAvatar, storeAvatar } from './avatars.ts'

export async function changeName(ctx: EngineContext, user: UserRow, name: string) {
  const [row] = await ctx.db
    .update(users)
    .set({ name, updatedAt: ctx.clock.now() })
    .where(eq(users.id, user.id))
    .returning()
  return row ?? user
}

export interface BaseInfo {
  firstName: string
  lastName: string
  firstNameEN: string
  lastNameEN: string
  confirm?: boolean | undefined
}

/**
 * Saves the names. Once confirmed, the English name is locked (rules.md):
 * a different one is refused, the Persian names still change.
 */
export async function updateBaseInfo(
  ctx: EngineContext,
  user: UserRow,
  info: BaseInfo,
): Promise<UserRow> {
  const [row] = await ctx.db
    .update(users)
    .set({
      firstName: info.firstName,
      lastName: info.lastName,
      firstNameEn: info.firstNameEN,
      lastNameEn: info.lastNameEN,
      nameConfirmed: info.confirm === true ? true : users.nameConfirmed,
      updatedAt: ctx.clock.now(),
    })
    // The lock is checked in the same statement, so a concurrent confirmation cannot be overtaken.
    .where(
      and(
        eq(users.id, user.id),
        or(
          eq(users.nameConfirmed, false),
          and(eq(users.firstNameEn, info.firstNameEN), eq(users.lastNameEn, info.lastNameEN)),
        ),
      ),
    )
    .returning()
  if (row) return row

  const [current] = await ctx.db.select().from(users).where(eq(users.id, user.id))
  const errors: FieldErrors = {}
  if (current?.firstNameEn !== info.firstNameEN) {
    errors.firstNameEN = [ACCOUNT_TEXTS.englishNameLocked]
  }
  if (current?.lastNameEn !== info.lastNameEN) errors.lastNameEN = [ACCOUNT_TEXTS.englishNameLocked]
  throw validationError(errors)
}

export async function markTourSeen(
  ctx: EngineContext,
  user: UserRow,
  tour: TourName,
): Promise<UserRow> {
  const entry = sql`jsonb_build_array(${tour}::text)`
  const [row] = await ctx.db
    .update(users)
    .set({
      toursSeen: sql`case when ${users.toursSeen} @> ${entry} then ${users.toursSeen} else ${users.toursSeen} || ${entry} end`,
    })
    .where(eq(users.id, user.id))
    .returning()
  return row ?? user
}

/** Stores the new image, points the user at it, then removes the old file. */
export async function changeAvatar(
  ctx: EngineContext,
  user: UserRow,
  file: File,
): Promise<UserRow> {
  const name = await storeAvatar(ctx.config, file)
  let row: UserRow | undefined
  try {
    ;[row] = await ctx.db
      .update(users)
      .set({ avatarPath: name, updatedAt: ctx.clock.now() })
      .where(eq(users.id, user.id))
      .returning()
  } catch (error) {
    await removeAvatar(ctx.config, name)
    throw error
  }
  if (user.avatarPath && user.avatarPath !== name) {
    await removeAvatar(ctx.config, user.avatarPath).catch((error: unknown) =>
      ctx.log.warn('old avatar not removed', { file: user.avatarPath, error }),
    )
  }
  return row ?? user
}
