/**
 * Issue 24, what a new trader hit in the terminal and the forms: the
 * position row's side, leverage and ROE; the leverage dialog's figure; the
 * calculator's size into the order form; TP/SL emptied after an order;
 * symbol search by keyboard; "Trade" on a challenge's page; wrong
 * credentials said once; changing the password in Profile → Security, and
 * setting a first one for an account made with Google (decision 467).
 */
import { expect, test } from '@playwright/test'
import { freshEmail, freshPhone, registerInEngine, signInThroughPage } from '../support/accounts'
import { lastCodeTo } from '../support/engine'
import { openHydrated } from '../support/page'
import { createDemo, place, quote, traderSession } from '../support/trading'

test('terminal: position side/leverage/ROE, leverage figure, calculator size, TP/SL emptied, symbol keys', async ({
  page,
}) => {
  await quote('BTCUSDT', '60000')
  await quote('ETHUSDT', '3000')
  const { session, email, password } = await traderSession()
  const id = await createDemo(session)
  await place(session, id, { symbol: 'BTCUSDT', type: 'MARKET', side: 'buy', size: '0.01' })
  await signInThroughPage(page, email, password, `/trade/${id}/BTCUSDT`)

  const row = page.getByRole('table', { name: 'Positions' }).locator('tbody tr').first()
  await expect(row.getByTestId('position-side')).toHaveText(/^Long \d+x$/)
  await expect(row.getByTestId('position-roe')).toHaveText(/^[+-]?\d+\.\d\d%$/)

  // The figure follows the leverage, grouped ("12000000" at every leverage before).
  await page.getByTestId('leverage-button').click()
  const dialog = page.getByRole('dialog', { name: 'Adjust leverage' })
  const figure = dialog.getByTestId('leverage-max-position')
  await dialog.getByRole('textbox', { name: 'Leverage' }).fill('5')
  const at5 = await figure.textContent()
  await dialog.getByRole('textbox', { name: 'Leverage' }).fill('20')
  const at20 = await figure.textContent()
  expect(at5).not.toBe(at20)
  expect(at20).toMatch(/: \d{1,3}(,\d{3})+\.\d\d USDT$/)
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  // The calculator starts from the balance to the cent and hands its size over.
  await page.getByRole('button', { name: 'Calculator' }).click()
  const calc = page.getByRole('dialog', { name: 'Order calculator' })
  await expect(calc.getByLabel('Balance')).toHaveValue(/^\d+\.\d\d$/)
  await calc.getByLabel('Stop loss').fill('59000')
  await calc.getByRole('button', { name: 'Use this size' }).click()
  const pane = page.getByTestId('order-pane')
  // The order form's size field names its unit: "Size (BTC)".
  const size = pane.getByLabel('Size (BTC)', { exact: true })
  // Risk 1 % of the balance (about 100 USDT) over 60 000 − 59 000 a coin: about 0.1 BTC.
  await expect(size).toHaveValue(/^0\.\d+$/)

  // TP/SL belong to the order placed: empty afterwards (the TP/SL box shows the fields).
  await pane.getByRole('button', { name: 'Market', exact: true }).click()
  await size.fill('0.001')
  await pane.getByLabel('TP/SL', { exact: true }).check()
  await pane.getByLabel('Take profit').fill('70000')
  await pane.getByLabel('Stop loss').fill('50000')
  await pane.getByRole('button', { name: 'Buy / Long' }).click()
  await expect(page.getByText('Order filled.')).toBeVisible()
  await expect(pane.getByLabel('Take profit')).toHaveValue('')
  await expect(pane.getByLabel('Stop loss')).toHaveValue('')

  // Symbol search: type, arrows, Enter.
  await page.getByRole('button', { name: 'Choose a symbol' }).click()
  const search = page.getByLabel('Search symbol')
  await search.fill('ETH')
  await search.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/trade/${id}/ETHUSDT$`))
  // Arrows move the highlighted row (the first one to start with); Enter opens it.
  await page.getByRole('button', { name: 'Choose a symbol' }).click()
  const keys = page.getByLabel('Search symbol')
  await keys.fill('')
  const options = page.getByRole('list', { name: 'Symbols' }).getByRole('link')
  await expect(options.first()).toHaveAttribute('data-active', 'true')
  await keys.press('ArrowDown')
  await keys.press('ArrowDown')
  await expect(options.nth(2)).toHaveAttribute('data-active', 'true')
  await expect(options.first()).toHaveAttribute('data-active', 'false')
  const third = (await options.nth(2).locator('span').first().textContent()) ?? ''
  expect(third).toMatch(/^[A-Z]+USDT$/)
  await keys.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/trade/${id}/${third}$`))

  // "Trade" on the account's page opens this account's terminal.
  await openHydrated(page, `/challenges/${id}`)
  await page.getByTestId('challenge-trade').click()
  await expect(page).toHaveURL(new RegExp(`/trade/${id}/BTCUSDT$`))
})

test('wrong credentials are said once; the password changes in Profile → Security', async ({
  page,
}) => {
  const account = await registerInEngine(freshEmail('password'))
  await openHydrated(page, '/signin')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill('not the password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByTestId('error-email')).toHaveText(
    'These credentials do not match our records.',
  )
  await expect(page.getByText('These credentials do not match our records.')).toHaveCount(1)

  await signInThroughPage(page, account.email, account.password)
  // Nothing unread: nothing to mark.
  await openHydrated(page, '/notifications')
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled()
  await openHydrated(page, '/profile')
  const form = page.getByRole('form', { name: 'Password' })
  await form.getByLabel('Current password').fill('wrong wrong')
  await form.getByLabel('New password').fill('a brand new passphrase')
  await form.getByLabel('Confirm password').fill('a brand new passphrase')
  await form.getByRole('button', { name: 'Change password' }).click()
  await expect(form.getByTestId('error-current_password')).toHaveText(
    'The current password is not correct',
  )
  await form.getByLabel('Current password').fill(account.password)
  await form.getByRole('button', { name: 'Change password' }).click()
  await expect(
    page.getByText('Your password has been changed. Other sessions were signed out.'),
  ).toBeVisible()
  await expect(form.getByLabel('Current password')).toHaveValue('')
  // Still signed in here; the new password signs in elsewhere.
  await page.context().clearCookies()
  await signInThroughPage(page, account.email, 'a brand new passphrase')
})

test('an account made with Google sets its first password without a current one', async ({
  page,
}) => {
  await openHydrated(page, '/signin?returnURL=%2Fprofile')
  await page.getByRole('button', { name: 'Continue with Google' }).click()
  const email = freshEmail('google-password')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Name').fill('Gita Google')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/verify-phone\?returnURL=%2Fprofile$/)
  const phone = freshPhone()
  await page.getByLabel('Phone number').fill(phone)
  await page.getByRole('button', { name: 'Send code' }).click()
  await page.getByLabel('Verification code').fill(await lastCodeTo(phone))
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(/\/profile$/)

  // No current password to ask for: the form says so and sets one.
  const form = page.getByRole('form', { name: 'Password' })
  await expect(form.getByTestId('password-none')).toHaveText(
    'You sign in with Google, so no current password is asked for.',
  )
  await expect(form.getByLabel('Current password')).toHaveCount(0)
  await form.getByLabel('New password').fill('my first passphrase')
  await form.getByLabel('Confirm password').fill('my first passphrase')
  await form.getByRole('button', { name: 'Set password' }).click()
  await expect(
    page.getByText(
      'Your password has been set: you can also sign in with your e-mail address. Other sessions were signed out.',
    ),
  ).toBeVisible()
  // Now it has one: the usual change form, current password first.
  await expect(form.getByLabel('Current password')).toBeVisible()
  await expect(form.getByRole('button', { name: 'Change password' })).toBeVisible()
  await page.context().clearCookies()
  await signInThroughPage(page, email, 'my first passphrase', '/profile')
})

test('a user with no challenge reaches support: a ticket of type "Other" needs none', async ({
  page,
}) => {
  const account = await registerInEngine(freshEmail('no-challenge'))
  await signInThroughPage(page, account.email, account.password, '/tickets/new')
  await expect(
    page.getByText(
      'You have no challenge yet. Questions about billing, payments or anything else need none: choose that type.',
    ),
  ).toBeVisible()
  await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Other' })
  await expect(page.getByLabel('Challenge (optional)')).toBeVisible()
  await page.getByLabel('Subject').fill('My payment failed')
  await page.getByLabel('Description').fill('The card was charged but no challenge appeared.')
  await page.getByRole('button', { name: 'Send ticket' }).click()
  await expect(page).toHaveURL(/\/tickets\/\d+$/)
  await expect(page.getByText('My payment failed').first()).toBeVisible()
  await expect(page.getByText('Challenge is required')).toHaveCount(0)
})
