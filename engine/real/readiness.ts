/**
 * A real account's payout readiness in the trader's words (issue 31): the
 * facts the conditions read (engine/core/withdrawals/payout-readiness.ts),
 * each condition as the panel shows it, and the refusal a request gets,
 * which is the panel's first unmet condition, so the two cannot disagree.
 */
import { eq } from 'drizzle-orm'
import { ADDRESS_COOLDOWN_HOURS } from '#contract/payouts.ts'
import type { EngineContext } from '../context.ts'
import { addressCooldown } from '../core/payouts/networks.ts'
import type { PayoutCondition, PayoutReadiness } from '../core/withdrawals/payout-readiness.ts'
import { withdrawTypes } from '../db/schema/index.ts'
import { type DomainError, fieldError } from '../errors.ts'
import { addTranslations, type Locale, translate } from '../i18n.ts'
import { checkOf, rowCleared } from '../identity/identity-checks.ts'
import { sumsubConfigured } from '../identity/sumsub-client.ts'
import { identityTexts } from '../identity/texts.ts'
import { addressesOf, isFrozen } from '../payouts/addresses.ts'
import { payoutTexts } from '../payouts/texts.ts'
import { realTexts } from './texts.ts'

/** What the panel says of each condition, met or not (its date comes apart, as a timestamp). */
export const readinessTexts = {
  accountActive: 'The account is active',
  identityVerified: 'Identity verified',
  notFrozen: 'Withdrawals are not frozen',
  underReview: 'Under review',
  waitFirstTrade: '{days} days since the first trade',
  waitLastPayout: '{days} days since the last payout',
  noOpenPositions: 'No open position',
  noPendingRequest: 'No other withdrawal waiting for a decision',
  payoutAddress: 'A payout address past its 24 hours',
  minimum: 'At least {min} USDT to withdraw',
  // Refusals this module adds (the others are realTexts' and payoutTexts').
  noAddress: 'Add a payout address first: it can be used 24 hours after it is added',
} as const

addTranslations('fa', {
  [readinessTexts.accountActive]: 'حساب فعال است',
  [readinessTexts.identityVerified]: 'هویت تأیید شده است',
  [readinessTexts.notFrozen]: 'برداشت‌ها مسدود نیستند',
  [readinessTexts.underReview]: 'در حال بررسی',
  [readinessTexts.waitFirstTrade]: '{days} روز از نخستین معامله',
  [readinessTexts.waitLastPayout]: '{days} روز از آخرین پرداخت',
  [readinessTexts.noOpenPositions]: 'هیچ پوزیشن بازی نیست',
  [readinessTexts.noPendingRequest]: 'برداشت دیگری در انتظار بررسی نیست',
  [readinessTexts.payoutAddress]: 'یک آدرس پرداخت که ۲۴ ساعت از افزودنش گذشته است',
  [readinessTexts.minimum]: 'دست‌کم {min} USDT برای برداشت',
  [readinessTexts.noAddress]: 'نخست یک آدرس پرداخت بیفزایید: ۲۴ ساعت پس از افزودن قابل استفاده است',
})

/**
 * The user's side of the facts: their addresses on a network profit is paid
 * on, a freeze, and the identity check (null while verification is off).
 */
export async function userPayoutFacts(
  ctx: EngineContext,
  userId: number,
): Promise<{ addressesUsableAt: Date[]; frozen: boolean; identityCleared: boolean | null }> {
  const identity = sumsubConfigured(ctx.config)
    ? checkOf(ctx.db, userId).then(rowCleared)
    : Promise.resolve(null)
  const [addresses, types, frozen, identityCleared] = await Promise.all([
    addressesOf(ctx.db, userId),
    ctx.db
      .select({ code: withdrawTypes.code })
      .from(withdrawTypes)
      .where(eq(withdrawTypes.active, true)),
    isFrozen(ctx.db, userId),
    identity,
  ])
  // The network is the payout type (USDT_TRC20 → TRC20): an address on another one cannot be paid to.
  const offered = new Set(types.map((t) => t.code.replace(/^USDT_/, '')))
  const now = ctx.clock.now()
  const addressesUsableAt = addresses
    .filter((a) => offered.has(a.network))
    .map((a) => addressCooldown(a.createdAt, now, ADDRESS_COOLDOWN_HOURS).usableAt)
  return { addressesUsableAt, frozen, identityCleared }
}

const dateText = (date: Date | null, locale: string) =>
  (date ?? new Date(0)).toLocaleString(locale === 'fa' ? 'fa-IR' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  })

function labelOf(c: PayoutCondition): string {
  switch (c.id) {
    case 'account_active':
      return readinessTexts.accountActive
    case 'identity_verified':
      return readinessTexts.identityVerified
    case 'not_frozen':
      return readinessTexts.notFrozen
    case 'under_review':
      return readinessTexts.underReview
    case 'wait':
      return c.params.from === 'last_payout'
        ? readinessTexts.waitLastPayout
        : readinessTexts.waitFirstTrade
    case 'no_open_positions':
      return readinessTexts.noOpenPositions
    case 'no_pending_request':
      return readinessTexts.noPendingRequest
    case 'payout_address':
      return readinessTexts.payoutAddress
    case 'minimum':
      return readinessTexts.minimum
  }
}

/** A condition on the wire: its id, whether it holds, from when, in the trader's language. */
export function conditionView(c: PayoutCondition, locale: Locale) {
  return {
    id: c.id,
    met: c.met,
    met_at: c.metAt?.toISOString() ?? null,
    text: translate(locale, labelOf(c), c.params),
    params: c.params,
  }
}

export function readinessView(r: PayoutReadiness, locale: Locale) {
  return {
    ready: r.ready,
    amount: r.amount.toString(),
    ready_at: r.readyAt?.toISOString() ?? null,
    conditions: r.conditions.map((c) => conditionView(c, locale)),
  }
}

type Refusal = { field: string; text: string; params: Record<string, string | number> }

/** What a request is told for an unmet condition, on the field the trader would change. */
export function refusalTextOf(c: PayoutCondition, locale: string, now: Date): Refusal {
  const account = (text: string, params: Record<string, string | number> = {}): Refusal => ({
    field: 'user_challenge_id',
    text,
    params,
  })
  switch (c.id) {
    case 'account_active':
      return account(realTexts.notActive)
    case 'identity_verified':
      return account(identityTexts.payoutHeld)
    case 'not_frozen':
      return account(payoutTexts.frozen)
    case 'under_review':
      return account(readinessTexts.underReview)
    case 'wait':
      return c.metAt === null
        ? account(realTexts.noTrades, { days: c.params.days ?? '' })
        : account(realTexts.tooEarly, { date: dateText(c.metAt, locale) })
    case 'no_open_positions':
      return account(realTexts.openPositions)
    case 'no_pending_request':
      return account(realTexts.pendingRequest)
    case 'payout_address': {
      if (c.metAt === null)
        return { field: 'address_id', text: readinessTexts.noAddress, params: {} }
      // The address check's own words: the date and the time left.
      const minutesLeft = Math.max(0, Math.ceil((c.metAt.getTime() - now.getTime()) / 60_000))
      return {
        field: 'address_id',
        text: payoutTexts.addressCooling,
        params: {
          date: dateText(c.metAt, locale),
          hours: Math.floor(minutesLeft / 60),
          minutes: minutesLeft % 60,
        },
      }
    }
    case 'minimum':
      return account(realTexts.noProfit)
  }
}

export function refusalOf(c: PayoutCondition, locale: string, now: Date): DomainError {
  const r = refusalTextOf(c, locale, now)
  return fieldError(r.field, r.text, r.params)
}

/** The first unmet condition's sentence, translated: what a request would be told now. */
export function blockingText(r: PayoutReadiness, locale: Locale, now: Date): string | null {
  if (!r.blocking) return null
  const refusal = refusalTextOf(r.blocking, locale, now)
  return translate(locale, refusal.text, refusal.params)
}
