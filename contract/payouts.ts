/**
 * Protected money out (docs/decisions/393): the user's payout address book,
 * the second factor money-out asks for, freezing withdrawals from the mail
 * a new address sends, and proof of payment (network + transaction hash).
 */
import { z } from 'zod'
import { id, idParam, list, messageResponse, resource, timestamp } from './common.ts'
import { endpoint } from './endpoint.ts'

/** The networks USDT is paid out on. */
export const payoutNetworks = ['TRC20', 'ERC20', 'BEP20'] as const
export const payoutNetwork = z.enum(payoutNetworks, { error: 'Choose a network' })
export type PayoutNetwork = z.infer<typeof payoutNetwork>

/** A new address can be used this long after it was added. */
export const ADDRESS_COOLDOWN_HOURS = 24

export const payoutAddress = z.object({
  id,
  network: payoutNetwork,
  address: z.string(),
  label: z.string().nullable(),
  created_at: timestamp,
  /** created_at + 24 h: before it, withdrawals to it are refused. */
  usable_at: timestamp,
  usable: z.boolean(),
  /** Seconds until usable (0 once usable), on the engine's clock. */
  seconds_left: z.number().int().min(0),
})
export type PayoutAddress = z.infer<typeof payoutAddress>

/**
 * The fresh second factor money out asks for: the authenticator's 6-digit
 * code when two-factor is on, else the 5-digit code mailed on request.
 */
export const moneyOutCode = z
  .string({ error: 'code is required' })
  .trim()
  .min(1, { error: 'code is required', abort: true })
  .regex(/^\d{5,6}$/, { error: 'The code is not correct.' })

export const addAddressBody = z.object({
  network: payoutNetwork,
  address: z
    .string({ error: 'Wallet address is required' })
    .trim()
    .min(1, { error: 'Wallet address is required', abort: true })
    .max(120, { error: 'Wallet address is too long' }),
  label: z
    .string()
    .trim()
    .max(60, { error: 'Label is too long' })
    .nullish()
    .transform((v) => (v ? v : null)),
  code: moneyOutCode,
})

/** Which second factor money out asks this user for. */
export const moneyOutFactor = z.object({
  method: z.enum(['totp', 'email']),
  /** Withdrawals frozen from a new-address mail: nothing leaves until support lifts it. */
  frozen: z.boolean(),
})

export const freezeBody = z.object({
  token: z
    .string({ error: 'The link is not valid.' })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'The link is not valid.' }),
})

export const payoutEndpoints = {
  addresses: endpoint({
    method: 'GET',
    path: '/v1/user/payout-addresses',
    summary: 'The user’s payout addresses, with when each becomes usable',
    access: 'user',
    response: list(payoutAddress),
  }),
  addAddress: endpoint({
    refusals: { 429: 'Too many wrong codes; Retry-After says when to try again' },
    method: 'POST',
    path: '/v1/user/payout-addresses',
    summary:
      'Add a payout address (second factor required); usable after 24 hours; mails a freeze link',
    access: 'user',
    body: addAddressBody,
    response: resource(payoutAddress),
  }),
  removeAddress: endpoint({
    method: 'POST',
    path: '/v1/user/payout-addresses/{addressId}/remove',
    summary: 'Remove a payout address',
    access: 'user',
    params: z.object({ addressId: idParam }),
    response: messageResponse,
  }),
  moneyOutFactor: endpoint({
    method: 'GET',
    path: '/v1/user/money-out/factor',
    summary:
      'Which second factor withdrawals and new addresses ask for, and whether withdrawals are frozen',
    access: 'user',
    response: resource(moneyOutFactor),
  }),
  sendMoneyOutCode: endpoint({
    refusals: { 429: 'A code was sent less than a minute ago; Retry-After says when to ask again' },
    method: 'POST',
    path: '/v1/user/money-out/code',
    summary:
      'Mail a 5-digit code for a withdrawal or a new address (two-factor off; once a minute)',
    access: 'user',
    response: messageResponse,
  }),
  freezeWithdrawals: endpoint({
    method: 'POST',
    path: '/v1/withdrawals/freeze',
    summary:
      'Freeze the user’s withdrawals from the link a new address mailed; the address is removed',
    access: 'public',
    body: freezeBody,
    response: messageResponse,
  }),
} as const

/** Proof of payment staff enter: the network and the transaction hash (format checked per network). */
export const txHashField = z
  .string({ error: 'Transaction hash is required' })
  .trim()
  .min(1, { error: 'Transaction hash is required', abort: true })
  .max(100, { error: 'Transaction hash is not valid for this network' })
