/**
 * The referral programme end to end (rules.md, Referral programme): B signs
 * up through A's link and buys the 50 000 challenge (299 USDT) at the
 * sandbox provider; A sees B among friends with a pending reward of 10 %
 * (29.90 USDT); A adds a payout address to the book (a mailed code), and
 * 14 days later (test clock) the reward is available and the address past
 * its 24 hours; A asks for 20 USDT with a mailed code, support pays it in
 * /staff with the network and transaction hash, and A sees the transaction
 * linked to the explorer and its date (docs/decisions/393).
 */
import { type Browser, expect, type Page, test } from '@playwright/test'
import { freshTronAddress } from '../../support/tron-address'
import { freshEmail, PASSWORD, registerInEngine, signInThroughPage } from '../support/accounts'
import { advanceClock, lastCodeTo } from '../support/engine'
import { openHydrated, webOrigin } from '../support/page'
import { engineNow, engineSession, makeStaff, sandboxOrder, shownDate } from './money-support'

/** A valid TRON address of this file's own (one shared by two users links them: decision 585) and a TRC20 transaction hash. */
const TRON = freshTronAddress()
const TX = `${'ab'.repeat(31)}07`

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] })
  return context.newPage()
}

test('B joins through A’s link and buys; A’s reward matures, is withdrawn and paid by staff', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const a = await registerInEngine(freshEmail('inviter'))
  const pageA = await newPage(browser)
  await signInThroughPage(pageA, a.email, PASSWORD, '/referral')

  // A's code and link, each copied with a confirmation.
  const link = `${webOrigin}/signup?referral=${a.referralCode}`
  await expect(pageA.getByLabel('Referral code')).toHaveValue(a.referralCode)
  await expect(pageA.getByLabel('Referral link')).toHaveValue(link)
  await pageA.getByRole('button', { name: 'Copy link' }).click()
  await expect(pageA.getByText('Referral link copied')).toBeVisible()
  expect(await pageA.evaluate(() => navigator.clipboard.readText())).toBe(link)
  await pageA.getByRole('button', { name: 'Copy code' }).click()
  await expect(pageA.getByText('Referral code copied')).toBeVisible()
  await expect(pageA.getByRole('table', { name: 'Friends' })).toContainText(
    'There is Nothing to Display',
  )

  // B follows the link: the sign-up form carries A's code.
  const bEmail = freshEmail('friend')
  const pageB = await newPage(browser)
  await openHydrated(pageB, link)
  await expect(pageB.getByLabel('Referral code (optional)')).toHaveValue(a.referralCode)
  await pageB.getByLabel('Email').fill(bEmail)
  await pageB.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await pageB.getByLabel('Confirm password').fill(PASSWORD)
  await pageB.getByRole('button', { name: 'Create account' }).click()
  await expect(pageB).toHaveURL(/\/verify-phone/)

  // B buys the 50 000 challenge and pays on the sandbox provider's page.
  const hosted = await sandboxOrder(await engineSession(bEmail, PASSWORD), '50000')
  await pageB.goto(hosted)
  await pageB.getByRole('button', { name: 'Pay 299.00 USDT' }).click()
  await expect(pageB).toHaveURL(/\/payments\/callback\/success/)

  // A sees B among friends and the reward pending.
  await pageA.reload()
  const friends = pageA.getByRole('table', { name: 'Friends' })
  await expect(friends.getByRole('row')).toHaveCount(2)
  await expect(friends).toContainText(`${bEmail.slice(0, 2)}***@example.test`)
  await expect(friends).toContainText(shownDate(await engineNow()))
  await expect(pageA.getByTestId('referral-pending')).toHaveText('29.90 USDT')
  await expect(pageA.getByTestId('referral-available')).toHaveText('0.00 USDT')

  // A adds a payout address (a TRON address; the code comes by mail): usable in 24 hours.
  await openHydrated(pageA, '/profile#payout-addresses')
  const book = pageA.getByRole('form', { name: 'Add an address' })
  await book.getByLabel('Wallet address').fill('abc')
  await book.getByRole('button', { name: 'Send code by e-mail' }).click()
  await expect(pageA.getByText('We have e-mailed you a code.')).toBeVisible()
  await book.getByLabel('E-mail code').fill(await lastCodeTo(a.email))
  await book.getByRole('button', { name: 'Add address' }).click()
  await expect(book.getByText('This is not a valid TRC20 address')).toBeVisible()
  await book.getByLabel('Wallet address').fill(TRON)
  await book.getByRole('button', { name: 'Add address' }).click()
  await expect(pageA.getByTestId('payout-address')).toContainText(TRON)
  await expect(pageA.getByTestId('address-cooldown')).toContainText('Usable from')

  // 14 days on (the session has lapsed by then: sign in again), it is available.
  await advanceClock(14 * 86400 + 60)
  await signInThroughPage(pageA, a.email, PASSWORD, '/referral')
  await expect(pageA.getByTestId('referral-available')).toHaveText('29.90 USDT')
  await expect(pageA.getByTestId('referral-pending')).toHaveText('0.00 USDT')

  // A asks for 20 USDT to the address of the book; the address is required.
  await pageA.getByRole('button', { name: 'Request Withdraw' }).click()
  const dialog = pageA.getByRole('dialog', { name: 'Request Withdraw' })
  await dialog.getByLabel('Amount (USDT)').fill('20')
  await dialog.getByRole('button', { name: 'Send request' }).click()
  await expect(dialog.getByText('Wallet address is required')).toBeVisible()
  await dialog
    .getByLabel('Wallet address')
    .selectOption({ label: `TRC20 · ${TRON.slice(0, 8)}…${TRON.slice(-6)}` })
  await dialog.getByRole('button', { name: 'Send code by e-mail' }).click()
  await expect(pageA.getByText('We have e-mailed you a code.')).toBeVisible()
  await dialog.getByLabel('E-mail code').fill(await lastCodeTo(a.email))
  await dialog.getByRole('button', { name: 'Send request' }).click()
  // One toast, the engine's.
  await expect(pageA.getByText('Withdrawal requested. Support will pay it soon.')).toHaveCount(1)
  await expect(pageA.getByTestId('referral-available')).toHaveText('9.90 USDT')
  const requests = pageA.getByRole('table', { name: 'Withdraw requests' })
  const request = requests.getByRole('row').nth(1)
  await expect(request).toContainText('20.00 USDT')
  await expect(request).toContainText(TRON)
  await expect(request).toContainText('Pending')

  // Support pays it in the staff console, with the network and the transaction hash.
  const staff = await registerInEngine(freshEmail('support'))
  await makeStaff(staff.email)
  const pageS = await newPage(browser)
  await signInThroughPage(pageS, staff.email, PASSWORD, '/staff/referral-withdrawals')
  const queue = pageS.getByRole('table', { name: 'Referral withdrawals' })
  const row = queue.getByRole('row').filter({ hasText: a.email })
  await expect(row).toContainText('20.00 USDT')
  await row.getByRole('button', { name: 'Pay' }).click()
  const pay = pageS.getByRole('dialog', { name: 'Pay referral withdrawal' })
  await expect(pay).toContainText(`20.00 USDT for ${a.email} to ${TRON}`)
  await expect(pay.getByLabel('Network')).toHaveValue('TRC20')
  await pay.getByRole('button', { name: 'Pay' }).click()
  await expect(pay.getByText('Transaction hash is required')).toBeVisible()
  await pay.getByLabel('Transaction hash').fill(`0x${TX}`)
  await pay.getByRole('button', { name: 'Pay' }).click()
  await expect(pay.getByText('Transaction hash is not valid for TRC20')).toBeVisible()
  await pay.getByLabel('Transaction hash').fill(TX)
  await pay.getByLabel('Note to the trader (optional)').fill('Batch 7')
  await pay.getByRole('button', { name: 'Pay' }).click()
  await expect(pageS.getByText('Marked paid; the user is notified.')).toBeVisible()
  await expect(queue.getByRole('row').filter({ hasText: a.email })).toHaveCount(0)
  await pageS.getByRole('link', { name: 'Paid' }).click()
  // One queue component with the real payouts' (components/staff/withdraw-queue.tsx): who decided, the
  // transaction on the explorer and the note in one cell, the network above the address.
  const paid = queue.getByRole('row').filter({ hasText: a.email })
  // User, amount, address (with its age), created, status, decided.
  const decided = paid.getByRole('cell').nth(5)
  await expect(decided).toContainText('Batch 7')
  await expect(decided).toContainText(staff.email)
  await expect(decided.getByTestId('tx-link')).toHaveAttribute(
    'href',
    `https://tronscan.org/#/transaction/${TX}`,
  )
  await expect(paid.getByRole('cell').nth(2)).toContainText(TRON)

  // A sees the result, the transaction linked to Tronscan, and its date.
  await pageA.reload()
  await expect(request).toContainText('Paid')
  await expect(request).toContainText('Batch 7')
  await expect(request.getByTestId('tx-link')).toHaveAttribute(
    'href',
    `https://tronscan.org/#/transaction/${TX}`,
  )
  await expect(request.getByRole('cell').nth(7)).toContainText(shownDate(await engineNow()))
})
