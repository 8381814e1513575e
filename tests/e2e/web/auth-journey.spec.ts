/**
 * A trader's first hour, through the web and the real engine: sign up with
 * an invitation, verify the phone with the texted code, sign out, sign in
 * back to where they were going, reset a forgotten password, fill in the
 * profile and confirm the e-mail address.
 */
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import {
  freshEmail,
  freshPhone,
  PASSWORD,
  registerInEngine,
  signInThroughPage,
} from '../support/accounts'
import { advanceClock, lastCodeTo } from '../support/engine'
import { openHydrated } from '../support/page'

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text })

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click()
  return page.getByRole('menu')
}

test('sign up with a referral, verify the phone, sign out and in, reset the password, complete the profile', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const inviter = await registerInEngine()
  const email = freshEmail('trader')
  const phone = freshPhone()

  // An invitation link: /register keeps the code on its way to /signup.
  await page.goto(`/register?referral=${inviter.referralCode}`)
  await expect(page).toHaveURL(new RegExp(`/signup\\?referral=${inviter.referralCode}$`))
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
  await expect(page.getByLabel('Referral code (optional)')).toHaveValue(inviter.referralCode)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create account' }).click()

  // Spec §4: on to phone verification, keeping the query string.
  await expect(page).toHaveURL(new RegExp(`/verify-phone\\?referral=${inviter.referralCode}$`))
  await page.getByLabel('Phone number').fill(phone)
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page).toHaveURL(/\/code-confirmation\?referral=/)
  await expect(page.getByText(phone, { exact: true })).toBeVisible()
  await expect(toast(page, `We have sent a code to ${phone}.`)).toBeVisible()
  await expect(page.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled()
  await page.getByLabel('Verification code').fill(await lastCodeTo(phone))
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(toast(page, 'Your phone number has been verified.')).toBeVisible()

  // The top bar knows who is signed in.
  let menu = await openAccountMenu(page)
  await expect(menu.getByText(email).first()).toBeVisible()
  await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Take the tour again', 'Exit'])
  await menu.getByRole('menuitem', { name: 'Exit' }).click()
  await expect(page).toHaveURL(/\/signin$/)
  await expect(toast(page, 'You have been signed out.')).toBeVisible()

  // Signed out, a panel page sends to sign-in and back again after.
  await page.goto('/profile')
  await expect(page).toHaveURL(/\/signin\?returnURL=%2Fprofile$/)
  await signInThroughPage(page, email, PASSWORD, '/profile')
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
  await expect(page.getByTestId('phone-contact').getByText(phone)).toBeVisible()
  await expect(page.getByTestId('phone-contact').getByText('Verified')).toBeVisible()

  // Forgot the password: a mailed code and a new password, then sign in with it.
  menu = await openAccountMenu(page)
  await menu.getByRole('menuitem', { name: 'Exit' }).click()
  await expect(page).toHaveURL(/\/signin$/)
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page).toHaveURL(/\/change-password$/)
  await expect(page.getByText(`Enter the code we sent to ${email}`)).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveCount(0)
  await page.getByLabel('Verification code').fill(await lastCodeTo(email))
  const newPassword = 'a brand new secret'
  await page.getByLabel('New password').fill(newPassword)
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page).toHaveURL(/\/signin$/)
  await expect(
    toast(page, 'Your password has been changed. Sign in with your new password.'),
  ).toBeVisible()
  await signInThroughPage(page, email, newPassword)

  // The profile: names as on the ID (the English one locks), a display name,
  // a picture, and the e-mail confirmed with its code.
  await page.getByTestId('sidebar').getByRole('link', { name: 'Profile' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
  const base = page.getByRole('region', { name: 'Base info' })
  await base.getByLabel('First name', { exact: true }).fill('سارا')
  await base.getByLabel('Last name', { exact: true }).fill('رضایی')
  await base.getByLabel('First name in English').fill('Sara')
  await base.getByLabel('Last name in English').fill('Rezaei')
  await base.getByRole('checkbox').check()
  await base.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Your profile has been saved.')).toBeVisible()
  await expect(base.getByLabel('First name in English')).toHaveAttribute('readonly', '')
  await expect(
    base.getByText('Confirmed: the English name can no longer change.').first(),
  ).toBeVisible()

  const name = page.getByRole('region', { name: 'Display name' })
  await name.getByRole('textbox', { name: 'Display name' }).fill('Sara R.')
  await name.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Your name has been changed.')).toBeVisible()
  menu = await openAccountMenu(page)
  await expect(menu.getByText('Sara R.')).toBeVisible()
  await page.keyboard.press('Escape')

  await page
    .getByTestId('avatar-input')
    .setInputFiles(path.resolve('tests/fixtures/images/python.png'))
  await expect(toast(page, 'Your avatar has been changed.')).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Profile picture' }).locator('img'),
  ).toHaveAttribute('src', /\/files\/avatars\//)

  const contact = page.getByTestId('email-contact')
  await expect(contact.getByText('Not verified')).toBeVisible()
  await contact.getByRole('button', { name: 'Confirm e-mail' }).click()
  await expect(contact.getByText(`Enter the 5-digit code we sent to ${email}`)).toBeVisible()
  await contact.getByRole('textbox', { name: 'Verification code' }).fill(await lastCodeTo(email))
  await contact.getByRole('button', { name: 'Confirm' }).click()
  await expect(contact.getByText('Verified', { exact: true })).toBeVisible()
  await expect(toast(page, 'Your e-mail address has been verified.')).toBeVisible()

  // What was saved is what the upstream keeps: a reload shows it again.
  await page.reload()
  await expect(
    page.getByRole('region', { name: 'Base info' }).getByLabel('Last name in English'),
  ).toHaveValue('Rezaei')
  await expect(
    page.getByTestId('email-contact').getByText('Verified', { exact: true }),
  ).toBeVisible()
})

test('a phone can be changed from the profile: resend, change number, confirm', async ({
  page,
}) => {
  const account = await registerInEngine(freshEmail('phone'))
  await signInThroughPage(page, account.email, account.password, '/profile')
  const contact = page.getByTestId('phone-contact')
  await expect(contact.getByText('No phone number yet')).toBeVisible()
  await contact.getByRole('button', { name: 'Add phone number' }).click()
  const first = freshPhone()
  await contact.getByRole('textbox', { name: 'New phone number' }).fill(first)
  await contact.getByRole('button', { name: 'Send code' }).click()
  await expect(contact.getByText(first, { exact: true })).toBeVisible()
  await expect(contact.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled()
  // Change the number before confirming: back to the number. A code goes out
  // at most once a minute, and the page says so.
  await contact.getByRole('button', { name: 'Change phone number' }).click()
  const second = freshPhone()
  await contact.getByRole('textbox', { name: 'New phone number' }).fill(second)
  await contact.getByRole('button', { name: 'Send code' }).click()
  await expect(
    page
      .locator('[data-sonner-toast]')
      .filter({ hasText: /You can request a new code in \d+ seconds/ }),
  ).toBeVisible()
  await expect(contact.getByRole('textbox', { name: 'New phone number' })).toBeVisible()
  await advanceClock(61)
  await contact.getByRole('button', { name: 'Send code' }).click()
  await expect(contact.getByText(second, { exact: true })).toBeVisible()
  await contact.getByRole('textbox', { name: 'Verification code' }).fill(await lastCodeTo(second))
  await contact.getByRole('button', { name: 'Confirm' }).click()
  await expect(contact.getByText(second, { exact: true })).toBeVisible()
  await expect(contact.getByText('Verified')).toBeVisible()
})

test('Google sign-in through the engine’s stand-in: no phone yet, so phone verification, then back', async ({
  page,
}) => {
  await openHydrated(page, '/signin?returnURL=%2Fprofile')
  await page.getByRole('button', { name: 'Continue with Google' }).click()
  await expect(
    page.getByRole('heading', { name: 'Sign in with Google (development)' }),
  ).toBeVisible()
  const email = freshEmail('google')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Name').fill('Gita Google')
  await page.getByRole('button', { name: 'Continue' }).click()
  // The stand-in sends the browser to /signin/google; the web finishes there.
  await expect(page).toHaveURL(/\/verify-phone\?returnURL=%2Fprofile$/)
  const phone = freshPhone()
  await page.getByLabel('Phone number').fill(phone)
  await page.getByRole('button', { name: 'Send code' }).click()
  await page.getByLabel('Verification code').fill(await lastCodeTo(phone))
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByText(email).first()).toBeVisible()
})

test('a returning Google user with a phone goes straight to returnURL', async ({ page }) => {
  const email = freshEmail('google-back')
  const viaGoogle = async (returnURL: string) => {
    await openHydrated(page, `/signin?returnURL=${encodeURIComponent(returnURL)}`)
    await page.getByRole('button', { name: 'Continue with Google' }).click()
    await page.getByLabel('E-mail address').fill(email)
    await page.getByRole('button', { name: 'Continue' }).click()
  }
  await viaGoogle('/tickets')
  await expect(page).toHaveURL(/\/verify-phone/)
  const phone = freshPhone()
  await page.getByLabel('Phone number').fill(phone)
  await page.getByRole('button', { name: 'Send code' }).click()
  await page.getByLabel('Verification code').fill(await lastCodeTo(phone))
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(/\/tickets$/)
  await page.goto('/signout')
  await expect(page).toHaveURL(/\/signin$/)
  await viaGoogle('/notifications')
  await expect(page).toHaveURL(/\/notifications$/)
})
