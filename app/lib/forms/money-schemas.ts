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

/** Money out's second factor: a 5-digit mailed code or a 6-digit authenticator code. */
const codeField = () =>
  z.string().check(
    z.refine(filled, { error: () => m.money_out_validation_code_required() }),
    z.refine((v) => !filled(v) || /^\d{5,6}$/.test(v.trim()), {
      error: () => m.money_out_validation_code_digits(),
    }),
  )

export const referralWithdrawSchema = () =>
  z.object({
    amount: amountField(),
    address_id: required(() => m.referral_validation_address_required()),
    code: codeField(),
  })

export const realWithdrawSchema = () =>
  z.object({
    user_challenge_id: required(() => m.real_validation_account_required()),
    address_id: required(() => m.real_validation_address_required()),
    amount: amountField(),
    description: required(() => m.real_validation_description_required()),
    code: codeField(),
  })

/** A new payout address (docs/decisions/393); the engine checks it per network. */
export const addressSchema = () =>
  z.object({
    network: required(() => m.payout_choose_network()),
    address: required(() => m.referral_validation_address_required()),
    label: z.string(),
    code: codeField(),
  })

/** Marking a withdrawal paid: the network and the transaction hash; a note optional. */
export const paySchema = () =>
  z.object({
    network: required(() => m.payout_choose_network()),
    tx_hash: required(() => m.staff_validation_tx_hash_required()),
    note: z.string(),
  })

/** A required note; its error names the field as its label does ("Reason is required"). */
export const decisionNoteSchema = (requiredText: () => string = m.staff_validation_note_required) =>
  z.object({ note: required(requiredText) })
