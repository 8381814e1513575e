/**
 * The operator journey of issue 25, once in English, light, 1 366 px: an
 * admin creates a challenge and a coupon limited to it; a trader buys it
 * with the coupon (the result page shows the order); the admin answers and
 * closes a ticket (the trader sees it closed); reads an account's trades
 * and approves its real-account request with an empty note; a second
 * request decided meanwhile by another staff member leaves the queue
 * instead of staying Pending; pays a payout with an empty note; refunds the
 * purchase. Then every console page in the other seven combinations of
 * language, theme and width, with rows waiting in each queue: every row's
 * buttons and links lie inside the viewport, the payouts' pinned Actions
 * beside the e-mail (not over it), the payouts table whole at 1 366 px, the
 * Pay dialog's two fields and the ticket's reply box and Close question
 * (issue 32's walk; tests/e2e/staff/console-forms.ts).
 */
import { expect, type Page, test } from '@playwright/test'
import { freshEmail, registerInEngine, signInThroughPage } from '../support/accounts'
import { engineRequest } from '../support/engine'
import { openHydrated, useLanguage } from '../support/page'
import { cancelDialog, payDialogReads, ticketFormsRead } from './console-forms'
import { type JourneySetup, journeySetup, supportMember } from './journey-setup'
import { actionsInsideViewport, emailsUncovered, headersUncovered, tableFits } from './table-reach'
import { noToasts, saidOnce } from './toasts'

test.describe.configure({ mode: 'serial' })

const SHOTS = process.env.E2E_SHOTS_DIR
let setup: JourneySetup

async function admin(page: Page) {
  const account = await registerInEngine(freshEmail('admin'))
  await engineRequest('POST', '/test/users/role', { email: account.email, role: 'admin' })
  await signInThroughPage(page, account.email, account.password)
  return account
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

const QUEUES = [
  '/staff/account-requests',
  '/staff/real-withdrawals',
  // Nothing waits here: the empty state must read whole at 390 px.
  '/staff/referral-withdrawals',
  '/staff/tickets',
  '/staff/payments',
  '/staff/coupons',
  '/staff/catalogue',
  '/staff/users',
  '/staff/audit',
]

test('the operator journey: catalogue, coupon purchase, ticket, approval, payout, refund', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000)
  setup = await journeySetup()
  await page.setViewportSize({ width: 1366, height: 768 })
  await admin(page)
  const tag = Math.random().toString(36).slice(2, 6).toUpperCase()
  const title = `Journey ${tag}`

  // 1. Catalogue: a new challenge, put on sale.
  await openHydrated(page, '/staff/catalogue')
  await page.getByRole('button', { name: 'New challenge' }).click()
  const create = page.getByRole('dialog')
  await create.getByLabel('Code').fill(`journey-${tag.toLowerCase()}`)
  await create.getByLabel('Title (English)').fill(title)
  await create.getByLabel('Title (Persian)').fill(`سفر ${tag}`)
  await create.getByLabel('Account size').fill('7500')
  await create.getByLabel('Price (USDT)').fill('59')
  await create.getByRole('button', { name: 'Create' }).click()
  await expect(create).toBeHidden()
  await saidOnce(page, 'Saved. Traders see it from their next page load.')
  const product = page.getByRole('row', { name: new RegExp(title) })
  await product.getByRole('button', { name: 'Put on sale' }).click()
  await expect(product).toContainText('On sale')

  // 2. A coupon for that challenge alone.
  await openHydrated(page, '/staff/coupons')
  await page.getByRole('button', { name: 'New coupon' }).click()
  const coupon = page.getByRole('dialog')
  await coupon.getByLabel('Code').fill(`J${tag}`)
  await coupon.getByLabel('Value').fill('10')
  await coupon.getByRole('checkbox', { name: title }).check()
  await noToasts(page)
  await coupon.getByRole('button', { name: 'Create' }).click()
  await expect(coupon).toBeHidden()
  await saidOnce(page, 'Coupon created.')
  await expect(page.getByRole('row', { name: new RegExp(`J${tag}`) })).toContainText(title)
  await shot(page, 'journey-coupons')

  // 3. The trader buys it with the coupon: 59 − 5.90 = 53.10.
  const traderContext = await browser.newContext({ viewport: { width: 1366, height: 768 } })
  const shop = await traderContext.newPage()
  await signInThroughPage(shop, setup.trader.email, setup.trader.password)
  await openHydrated(shop, '/challenges/new')
  await shop.getByRole('radio', { name: new RegExp(title) }).check()
  await shop.getByLabel('Discount code').fill(`j${tag.toLowerCase()}`)
  await shop.getByRole('button', { name: 'Apply' }).click()
  await expect(shop.getByTestId('invoice-final')).toContainText('53.10 USDT')
  await shop.getByRole('button', { name: 'Payment' }).click()
  const rules = shop.getByRole('dialog', { name: 'The rules of the challenge' })
  await rules.getByRole('checkbox', { name: 'I Read & Accept the rules' }).check()
  await rules.getByRole('button', { name: 'Pay 53.10 USDT' }).click()
  await shop.getByRole('button', { name: 'Pay 53.10 USDT' }).click()
  await expect(shop).toHaveURL(/\/payments\/callback\/success\?payment_id=\d+$/)
  const order = shop.getByTestId('payment-order')
  await expect(order).toContainText(title)
  await expect(order).toContainText(`Discount (J${tag})`)
  await expect(order).toContainText('53.10 USDT')
  await expect(shop.getByTestId('payment-challenge-link')).toBeVisible()
  await shot(shop, 'journey-payment-success')

  // 4. A ticket answered and closed (asked first); the trader sees it closed.
  const [ticket, waitingTicket] = setup.tickets
  await openHydrated(page, '/staff/tickets')
  await expect(page.getByRole('row', { name: new RegExp(`#${waitingTicket}`) })).toBeVisible()
  await actionsInsideViewport(page)
  await openHydrated(page, `/staff/tickets/${ticket}`)
  await page
    .getByRole('textbox', { name: 'Reply' })
    .fill('The next window opens 14 days after the last payout.')
  await noToasts(page)
  await page.getByRole('button', { name: 'Send reply' }).click()
  await expect(
    page
      .getByRole('list', { name: 'Conversation' })
      .getByText('The next window opens 14 days after the last payout.'),
  ).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Reply' })).toHaveValue('')
  await saidOnce(page, 'Reply sent; the user is notified.')
  await page.getByRole('button', { name: 'Close ticket' }).click()
  const closing = page.getByRole('dialog', { name: 'Close this ticket?' })
  await closing.getByRole('button', { name: 'Close ticket' }).click()
  await expect(closing).toBeHidden()
  await expect(page.getByTestId('ticket-status')).toHaveText('Closed')
  await saidOnce(page, 'Ticket closed; the trader is notified.')
  await openHydrated(shop, `/tickets/${ticket}`)
  await expect(shop.getByTestId('ticket-status')).toHaveText('Closed')

  // 5. The real-account queue: read the evaluation, approve with an empty note.
  await openHydrated(page, '/staff/account-requests')
  await actionsInsideViewport(page)
  await shot(page, 'journey-account-requests')
  await page.getByTestId(`account-link-${setup.approveId}`).click()
  await expect(page.getByTestId('staff-step-step2')).toBeVisible()
  await expect(
    page.getByTestId('staff-step-step2').getByRole('table', { name: /Trade History/ }),
  ).toContainText('61,000')
  await shot(page, 'journey-account')
  await page.goBack()
  const approveRow = page.getByRole('row').filter({
    has: page.getByTestId(`account-link-${setup.approveId}`),
  })
  await approveRow.getByRole('button', { name: 'Approve' }).click()
  await noToasts(page)
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(approveRow).toHaveCount(0)
  await saidOnce(page, 'Approved; the real account is open.')

  // 6. A clash: another staff member rejects a request while this dialog is open.
  const clashRow = page.getByRole('row').filter({
    has: page.getByTestId(`account-link-${setup.clashId}`),
  })
  await clashRow.getByRole('button', { name: 'Approve' }).click()
  const other = await supportMember()
  const pending = await other.call<{ data: Array<{ id: number; user_challenge_id: number }> }>(
    'GET',
    '/v1/staff/accountRequests?per_page=100',
  )
  const clash = pending.data.find((r) => r.user_challenge_id === setup.clashId)
  await other.call('POST', `/v1/staff/accountRequests/${clash?.id}/reject`, {
    note: 'Decided by a colleague',
  })
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(clashRow).toHaveCount(0)
  await expect(
    page.getByRole('row').filter({ has: page.getByTestId(`account-link-${setup.waitingId}`) }),
  ).toHaveCount(1)

  // 7. The payout, paid with its transaction hash and an empty note.
  await openHydrated(page, '/staff/real-withdrawals')
  await actionsInsideViewport(page)
  // Description, address age, created and status without scrolling sideways at 1 366 px.
  await tableFits(page)
  await shot(page, 'journey-real-withdrawals')
  const payouts = page.getByRole('row', { name: setup.payoutAddress })
  await expect(payouts).toHaveCount(2)
  // Two typed fields, each saying what it is for (issue 32).
  await payDialogReads(page, false)
  await page.getByRole('dialog').getByLabel('Transaction hash').fill('7c'.repeat(32))
  await noToasts(page)
  await page.getByRole('dialog').getByRole('button', { name: 'Pay' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(payouts).toHaveCount(1)
  await saidOnce(page, 'Marked paid; the user is notified.')

  // 8. The refund of the purchase: the dialog says what goes back.
  await openHydrated(page, `/staff/users?q=${encodeURIComponent(setup.trader.email)}`)
  await page.getByRole('link', { name: setup.trader.email }).click()
  const bought = page.getByRole('row', { name: new RegExp(`${title}.*53\\.10`) })
  await bought.getByRole('button', { name: 'Refund' }).click()
  const refund = page.getByRole('dialog')
  await expect(refund).toContainText('53.10 USDT')
  await refund.getByLabel(/Reason/).fill('Asked within 14 days')
  await noToasts(page)
  await refund.getByRole('button', { name: 'Refund' }).click()
  await expect(refund).toBeHidden()
  await saidOnce(page, 'Payment refunded; the challenge has ended.')
  await expect(bought).toContainText('Refunded')
  await actionsInsideViewport(page)
  await shot(page, 'journey-user')

  // 9. A user who froze withdrawals from the new-address mail: staff see it and lift it.
  const [lifted] = setup.frozen
  await openHydrated(page, `/staff/users/${lifted.id}`)
  const freeze = page.getByTestId('withdrawal-freeze')
  await expect(freeze).toContainText('Withdrawals frozen')
  await expect(freeze).toContainText(lifted.address)
  await shot(page, 'journey-user-frozen')
  await freeze.getByRole('button', { name: 'Lift the freeze' }).click()
  const liftDialog = page.getByRole('dialog', { name: 'Lift the withdrawal freeze?' })
  await expect(liftDialog).toContainText(lifted.email)
  // A reason is required: the dialog says so and stays.
  await liftDialog.getByRole('button', { name: 'Lift the freeze' }).click()
  await expect(liftDialog).toContainText('Reason is required')
  await liftDialog.getByLabel(/Reason/).fill('Called the user; password changed.')
  await noToasts(page)
  await liftDialog.getByRole('button', { name: 'Lift the freeze' }).click()
  await expect(liftDialog).toBeHidden()
  await saidOnce(page, 'Withdrawal freeze lifted; the user was told.')
  await expect(freeze).toHaveCount(0)
  await openHydrated(page, `/staff/audit?subject_type=user&subject_id=${lifted.id}`)
  await expect(page.getByRole('table')).toContainText('Withdrawal freeze lifted')
  await expect(page.getByRole('table')).toContainText('Withdrawals frozen → open')
  await traderContext.close()
})

for (const lang of ['en', 'fa'] as const)
  for (const scheme of ['light', 'dark'] as const)
    for (const width of [1366, 390]) {
      if (lang === 'en' && scheme === 'light' && width === 1366) continue
      test(`console queues in ${lang}, ${scheme}, ${width} px: every row's actions inside the viewport, the e-mails uncovered, the Pay and ticket forms`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: width > 500 ? 768 : 844 })
        await page.emulateMedia({ colorScheme: scheme })
        await admin(page)
        await useLanguage(page, lang)
        for (const path of QUEUES) {
          await openHydrated(page, path)
          await expect(page.locator('html')).toHaveAttribute('dir', lang === 'fa' ? 'rtl' : 'ltr')
          // The journey left a request, a payout and a ticket waiting: their buttons are here.
          if (path === '/staff/account-requests' || path === '/staff/real-withdrawals')
            await expect(page.locator('table button').first()).toBeVisible()
          await actionsInsideViewport(page)
          // The pinned Actions column beside the e-mail, not over it (issue 32, 390 px Persian).
          if (path === '/staff/real-withdrawals') {
            expect(await emailsUncovered(page)).toBeGreaterThan(0)
            if (width > 500) await tableFits(page)
            await payDialogReads(page, lang === 'fa')
            await cancelDialog(page, lang === 'fa')
          }
          await shot(page, `${lang}-${scheme}-${width}${path.replaceAll('/', '_')}`)
        }
        await openHydrated(page, `/staff/tickets/${setup.tickets[1]}`)
        await ticketFormsRead(page, lang === 'fa')
        // The side menu's waiting counts in the page's digits (a Persian console read "1").
        if (width > 500)
          await expect(page.getByTestId('staff-queue-count').first()).toHaveText(
            lang === 'fa' ? /^[۰-۹]+$/ : /^[0-9]+$/,
          )
        // The user page of a user whose withdrawals stay frozen: the freeze and its Lift button.
        await openHydrated(page, `/staff/users/${setup.frozen[1].id}`)
        await expect(page.getByTestId('withdrawal-freeze')).toBeVisible()
        await actionsInsideViewport(page)
        // Its empty payments table: no header under the pinned Actions one (issue 32, 390 px).
        await headersUncovered(page)
        await expect(page.getByTestId('withdrawal-freeze').getByRole('button')).toBeInViewport()
        await shot(page, `${lang}-${scheme}-${width}_staff_user_frozen`)
        await openHydrated(page, `/staff/users/${setup.traderId}`)
        await actionsInsideViewport(page)
        await shot(page, `${lang}-${scheme}-${width}_staff_user`)
        await openHydrated(page, `/staff/accounts/${setup.waitingId}`)
        await actionsInsideViewport(page)
        await shot(page, `${lang}-${scheme}-${width}_staff_account`)
      })
    }
