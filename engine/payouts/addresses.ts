/**
 * The payout address book (docs/decisions/393): addresses checked per
 * network, usable 24 hours after they were added (on the engine's clock),
 * each addition mailed with a link that freezes the account's withdrawals.
 */

import { createHash, randomBytes } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import {
  ADDRESS_COOLDOWN_HOURS,
  type PayoutAddress,
  type PayoutNetwork,
} from '#contract/payouts.ts'
import { announceSessionsEnded, endOtherSessions } from '../accounts/session-security.ts'
import { findUserById } from '../accounts/users.ts'
import type { EngineContext } from '../context.ts'
import { addressCooldown, canonicalAddress, isAddressOf } from '../core/payouts/networks.ts'
import type { DbOrTx } from '../db/client.ts'
import { uniqueViolation } from '../db/errors.ts'
import { payoutAddresses, withdrawalFreezes } from '../db/schema/index.ts'
import { fieldError, notFound, refused } from '../errors.ts'
import { type Locale, translate } from '../i18n.ts'
import { recordSignal } from '../risk/signals.ts'
import { checkMoneyOutCode } from './second-factor.ts'
import { payoutTexts } from './texts.ts'

export type PayoutAddressRow = typeof payoutAddresses.$inferSelect

export function addressView(row: PayoutAddressRow, now: Date): PayoutAddress {
  const c = addressCooldown(row.createdAt, now, ADDRESS_COOLDOWN_HOURS)
  return {
    id: row.id,
    network: row.network,
    address: row.address,
    label: row.label,
    created_at: row.createdAt.toISOString(),
    usable_at: c.usableAt.toISOString(),
    usable: c.usable,
    seconds_left: c.secondsLeft,
  }
}

export async function addressesOf(db: DbOrTx, userId: number): Promise<PayoutAddressRow[]> {
  return db
    .select()
    .from(payoutAddresses)
    .where(eq(payoutAddresses.userId, userId))
    .orderBy(asc(payoutAddresses.id))
}

export async function isFrozen(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: withdrawalFreezes.userId })
    .from(withdrawalFreezes)
    .where(eq(withdrawalFreezes.userId, userId))
  return row !== undefined
}

export async function refuseWhileFrozen(db: DbOrTx, userId: number): Promise<void> {
  if (await isFrozen(db, userId)) throw refused(payoutTexts.frozen)
}

const tokenHash = (token: string) => createHash('sha256').update(`freeze\n${token}`).digest('hex')

export async function addAddress(
  ctx: EngineContext,
  userId: number,
  input: { network: PayoutNetwork; address: string; label: string | null; code: string },
  locale: Locale,
): Promise<PayoutAddressRow> {
  await refuseWhileFrozen(ctx.db, userId)
  if (!isAddressOf(input.network, input.address))
    throw fieldError('address', payoutTexts.addressInvalid, { network: input.network })
  const address = canonicalAddress(input.network, input.address)
  const taken = (await addressesOf(ctx.db, userId)).some(
    (a) => a.network === input.network && a.address === address,
  )
  if (taken) throw fieldError('address', payoutTexts.addressExists)
  const factor = await checkMoneyOutCode(ctx, userId, input.code)
  const token = randomBytes(24).toString('base64url')
  const now = ctx.clock.now()
  let row: PayoutAddressRow | undefined
  try {
    row = await ctx.db.transaction(async (tx) => {
      await factor.take(tx)
      const [inserted] = await tx
        .insert(payoutAddresses)
        .values({
          userId,
          network: input.network,
          address,
          label: input.label,
          freezeTokenHash: tokenHash(token),
          createdAt: now,
        })
        .returning()
      return inserted
    })
  } catch (error) {
    if (uniqueViolation(error) === 'payout_addresses_user_address_unique')
      throw fieldError('address', payoutTexts.addressExists)
    throw error
  }
  if (!row) throw new Error('payout address insert returned nothing')
  await recordSignal(ctx, userId, 'payout_address', `${row.network}:${row.address}`)
  await mailNewAddress(ctx, userId, row, token, locale)
  return row
}

async function mailNewAddress(
  ctx: EngineContext,
  userId: number,
  row: PayoutAddressRow,
  token: string,
  locale: Locale,
): Promise<void> {
  const user = await findUserById(ctx.db, userId)
  if (!user) return
  const usableAt = addressCooldown(row.createdAt, row.createdAt, ADDRESS_COOLDOWN_HOURS).usableAt
  const link = `${ctx.config.WEB_BASE_URL.replace(/\/+$/, '')}/freeze-withdrawals?token=${token}`
  await ctx.messages.send({
    channel: 'mail',
    to: user.email,
    subject: translate(locale, payoutTexts.newAddressSubject),
    text: translate(locale, payoutTexts.newAddressBody, {
      network: row.network,
      address: row.address,
      time: usableAt.toISOString().slice(0, 16).replace('T', ' '),
      link,
    }),
    locale,
  })
}

export async function removeAddress(
  ctx: EngineContext,
  userId: number,
  addressId: number,
): Promise<void> {
  const removed = await ctx.db
    .delete(payoutAddresses)
    .where(and(eq(payoutAddresses.id, addressId), eq(payoutAddresses.userId, userId)))
    .returning({ id: payoutAddresses.id })
  if (removed.length === 0) throw notFound()
}

/**
 * The freeze link of a new-address mail: the account's withdrawals stop
 * (until support lifts it), the address goes, and every session ends
 * (whoever added it is signed out). Answers the user whose account it froze.
 */
export async function freezeByToken(ctx: EngineContext, token: string): Promise<number> {
  const [row] = await ctx.db
    .select()
    .from(payoutAddresses)
    .where(eq(payoutAddresses.freezeTokenHash, tokenHash(token)))
  if (!row) throw fieldError('token', payoutTexts.linkInvalid)
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(withdrawalFreezes)
      .values({
        userId: row.userId,
        network: row.network,
        address: row.address,
        frozenAt: ctx.clock.now(),
      })
      .onConflictDoNothing()
    await tx.delete(payoutAddresses).where(eq(payoutAddresses.id, row.id))
    await endOtherSessions(tx, row.userId, undefined)
  })
  announceSessionsEnded(ctx, row.userId)
  return row.userId
}

/** Where a withdrawal may go now: one of the user's addresses, past its 24 hours; 422 otherwise. */
export async function usableAddress(
  ctx: EngineContext,
  userId: number,
  addressId: number,
  locale: string,
): Promise<PayoutAddressRow> {
  await refuseWhileFrozen(ctx.db, userId)
  const [row] = await ctx.db
    .select()
    .from(payoutAddresses)
    .where(and(eq(payoutAddresses.id, addressId), eq(payoutAddresses.userId, userId)))
  if (!row) throw fieldError('address_id', payoutTexts.addressUnknown)
  const c = addressCooldown(row.createdAt, ctx.clock.now(), ADDRESS_COOLDOWN_HOURS)
  if (!c.usable) {
    const minutesLeft = Math.ceil(c.secondsLeft / 60)
    throw fieldError('address_id', payoutTexts.addressCooling, {
      date: c.usableAt.toLocaleString(locale === 'fa' ? 'fa-IR' : 'en-GB', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'UTC',
      }),
      hours: Math.floor(minutesLeft / 60),
      minutes: minutesLeft % 60,
    })
  }
  return row
}
