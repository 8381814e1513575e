/**
 * Money-out fixtures (docs/decisions/393): an address already past its
 * 24 hours in the user's book, and the 5-digit code mailed for a
 * withdrawal (the once-a-minute slot waited out on the test clock).
 */
import { randomBytes } from 'node:crypto'
import { expect } from 'vitest'
import { api } from '#contract/index.ts'
import type { PayoutNetwork } from '#contract/payouts.ts'
import { payoutAddresses } from '../../../../engine/db/schema/index.ts'
import { advance, lastCodeTo } from '../accounts/helpers.ts'
import type { TestClient, TestEngine } from '../harness.ts'
import { changedTables, DEFAULT_IGNORED_COLUMNS, tableDigest } from '../table-digest.ts'

export { freshTronAddress } from '../../../support/tron-address.ts'

/** Real addresses: the USDT contracts on TRON, Ethereum and BNB Chain. */
export const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
export const ETHEREUM_ADDRESS = '0xdAC17F958D2ee523a2206206994597C13D831ec7'
export const BSC_ADDRESS = '0x55d398326f99059fF775485246999027B3197955'

/** A TRC20 transaction hash (64 hex) and an EVM one (0x + 64 hex). */
export const TRON_TX = `${'ab'.repeat(31)}01`
export const EVM_TX = `0x${'cd'.repeat(31)}02`

/** An address in the user's book, added 25 hours ago: usable now. */
export async function seasonedAddress(
  t: TestEngine,
  userId: number,
  network: PayoutNetwork = 'TRC20',
  address = network === 'TRC20'
    ? TRON_ADDRESS
    : network === 'ERC20'
      ? ETHEREUM_ADDRESS
      : BSC_ADDRESS,
): Promise<number> {
  const now = t.engine.ctx.clock.now()
  const [row] = await t.engine.ctx.db
    .insert(payoutAddresses)
    .values({
      userId,
      network,
      address,
      label: null,
      freezeTokenHash: randomBytes(16).toString('hex'),
      createdAt: new Date(now.getTime() - 25 * 3600_000),
    })
    .returning()
  if (!row) throw new Error('address insert returned nothing')
  return row.id
}

/** A fresh code mailed for money out (two-factor off). */
export async function mailedCode(
  t: TestEngine,
  client: TestClient,
  email: string,
): Promise<string> {
  await advance(t, 61)
  await client.ok(api.payouts.sendMoneyOutCode)
  return lastCodeTo(t, email)
}

/** Asserts `act` answers `status` with `expected` and changes no table. */
export async function refusedUnchanged(
  t: TestEngine,
  act: () => Promise<{ status: number; body: unknown }>,
  status: number,
  expected: Record<string, unknown>,
): Promise<void> {
  const before = await tableDigest(t, DEFAULT_IGNORED_COLUMNS)
  const answer = await act()
  const after = await tableDigest(t, DEFAULT_IGNORED_COLUMNS)
  expect([answer.status, answer.body]).toMatchObject([status, expected])
  expect(changedTables(before, after)).toEqual([])
}
