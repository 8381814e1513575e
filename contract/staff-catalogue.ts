/**
 * What admins edit (rules.md, Staff): coupons and the catalogue
 * (contract/staff-products.ts has the edit bodies). The endpoints are in contract/staff.ts.
 */
import { z } from 'zod'
import { featureEffects } from './challenges.ts'
import { decimal, id, positiveDecimal, timestamp } from './common.ts'
import { staffRules } from './staff-products.ts'

// --- coupons (admin) ---

export const couponKinds = ['percent', 'fixed'] as const

export const staffCoupon = z.object({
  id,
  code: z.string(),
  kind: z.enum(couponKinds),
  value: decimal,
  starts_at: timestamp.nullable(),
  ends_at: timestamp.nullable(),
  usage_limit: z.number().int().nullable(),
  per_user_limit: z.number().int().nullable(),
  active: z.boolean(),
  /** Pending or paid payments that used it. */
  uses: z.number().int().min(0),
  /** The challenges it is limited to (ids, ascending); empty: every challenge. */
  challenge_ids: z.array(id),
  created_at: timestamp,
})
export type StaffCoupon = z.infer<typeof staffCoupon>

const limitField = z
  .number({ error: 'Must be a whole number' })
  .int({ error: 'Must be a whole number' })
  .min(1, { error: 'Must be at least 1' })
  .max(1_000_000, { error: 'Must be at most 1000000' })
  .nullable()
  .default(null)

/** An optional ISO date-time in a form: its own text, translated (not zod's default). */
const dateField = z.iso
  .datetime({ offset: true, error: 'Date is not valid' })
  .nullable()
  .default(null)

export const couponBody = z.object({
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .min(1, { error: 'Code is required', abort: true })
    .max(40, { error: 'Code is too long' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'Code may use letters, digits, - and _' })
    .transform((v) => v.toUpperCase()),
  kind: z.enum(couponKinds, { error: 'Kind must be percent or fixed' }),
  value: z
    .string({ error: 'Value is required' })
    .min(1, { error: 'Value is required', abort: true })
    .pipe(positiveDecimal),
  starts_at: dateField,
  ends_at: dateField,
  usage_limit: limitField,
  per_user_limit: limitField,
  active: z.boolean().default(true),
  /** Limit the coupon to these challenges; absent or empty: every challenge. */
  challenge_ids: z
    .array(id, { error: 'Challenges must be a list of challenge ids' })
    .max(100, { error: 'Too many challenges' })
    .default([])
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
})
export type CouponBody = z.input<typeof couponBody>

// --- catalogue (admin) ---

export const staffChallenge = z.object({
  id,
  code: z.string(),
  /** The program it is sold in. */
  program_id: id,
  title_en: z.string(),
  title_fa: z.string(),
  account_size: decimal,
  price: decimal,
  active: z.boolean(),
})

export const staffFeature = z.object({
  id,
  code: z.enum(featureEffects),
  title_en: z.string(),
  title_fa: z.string(),
  description_en: z.string(),
  description_fa: z.string(),
  price_percent: decimal,
  /** The effect's figure (90: profit share, 50: leverage, 7: payout days, 0). */
  effect_value: decimal,
  active: z.boolean(),
})

export const staffCatalogue = z.object({
  challenges: z.array(staffChallenge),
  features: z.array(staffFeature),
  /** The evaluation rules new purchases pin. */
  rules: staffRules,
})
