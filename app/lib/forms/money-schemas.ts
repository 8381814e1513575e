/**
 * The browser's validation of the money forms (demo, real and referral
 * withdrawals, staff decisions): the rules and texts of spec §5 and the
 * contract, in the visitor's language.
 */
import { z } from 'zod/mini'
import { m } from '~/paraglide/messages'

const filled = (v: string) => v.trim() !== ''
const required = (message: () => string) => z.string().check(z.refine(filled, { error: message }))

const DECIMAL = /^\d+(\.\d+)?$/

/** A positive decimal amount (as text), required. */
const amountField = () =>
  z.string().check(
    z.refine(filled, { error: () => m.money_validation_amount_required() }),
    z.refine((v) => !filled(v) || (DECIMAL.test(v.trim()) && /[1-9]/.test(v)), {
      error: () => m.money_validation_amount_invalid(),
    }),
  )

export const demoSchema = () =>
  z.object({ title: required(() => m.demo_validation_title_required()) })

export const referralWithdrawSchema = () =>
  z.object({
    amount: amountField(),
    address: required(() => m.referral_validation_address_required()),
  })

export const realWithdrawSchema = () =>
  z.object({
    user_challenge_id: required(() => m.real_validation_account_required()),
    type_id: required(() => m.real_validation_type_required()),
    amount: amountField(),
    address: required(() => m.real_validation_address_required()),
    description: required(() => m.real_validation_description_required()),
  })

/** A required note; its error names the field as its label does ("Reason is required"). */
export const decisionNoteSchema = (requiredText: () => string = m.staff_validation_note_required) =>
  z.object({ note: required(requiredText) })
