/**
 * Every validation text of spec §5 for the sign-in family and the profile,
 * under the field it belongs to: the browser's own checks first, then what
 * only the upstream can know (a wrong password, a taken e-mail, a wrong
 * code) shown under the field the upstream names.
 */
import { expect, type Locator, type Page, test } from '@playwright/test'
import {
  freshEmail,
  freshPhone,
  PASSWORD,
  registerInEngine,
  signedInPage,
  signInThroughPage,
} from '../support/accounts'
import { openHydrated } from '../support/page'

/** The error shown under a field (the input is described by it). */
const errorOf = (page: Page | Locator, name: string) => page.getByTestId(`error-${name}`)

test('sign-in: required fields, e-mail form, password length, wrong credentials', async ({
  page,
}) => {
  await openHydrated(page, '/signin')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(errorOf(page, 'email')).toHaveText('Email is required')
  await expect(errorOf(page, 'password')).toHaveText('Password is required')
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(/\/signin$/)

  // After the first submit the texts follow what is typed.
  await page.getByLabel('Email').fill('trader@')
  await page.getByLabel('Password', { exact: true }).fill('short')
  await expect(errorOf(page, 'email')).toHaveText('Email is not valid')
  await expect(errorOf(page, 'password')).toHaveText('Password must have at least 8 characters')

  const account = await registerInEngine(freshEmail('signin'))
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill('not the password')
  await expect(errorOf(page, 'password')).toHaveCount(0)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(errorOf(page, 'email')).toHaveText('These credentials do not match our records.')
  // Said once, under the field: no toast repeats it (issue 24).
  await expect(page.getByText('These credentials do not match our records.')).toHaveCount(1)
  // Editing the field clears the upstream's error under it.
  await page.getByLabel('Email').fill(`x${account.email}`)
  await expect(errorOf(page, 'email')).toHaveCount(0)
})

test('sign-up: required fields, confirmation, taken e-mail, unknown referral', async ({ page }) => {
  await openHydrated(page, '/signup')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(errorOf(page, 'email')).toHaveText('Email is required')
  await expect(errorOf(page, 'password')).toHaveText('Password is required')
  await expect(errorOf(page, 'password_confirmation')).toHaveText(
    'Password confirmation is required',
  )
  await page.getByLabel('Password', { exact: true }).fill('1234567')
  await expect(errorOf(page, 'password')).toHaveText('Password must have at least 8 characters')
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm password').fill(`${PASSWORD}!`)
  await expect(errorOf(page, 'password_confirmation')).toHaveText(
    'Password confirmation does not match',
  )

  const taken = await registerInEngine(freshEmail('taken'))
  await page.getByLabel('Email').fill(taken.email)
  await page.getByLabel('Confirm password').fill(PASSWORD)
  await page.getByLabel('Referral code (optional)').fill('NOSUCH99')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(errorOf(page, 'email')).toHaveText('This email is already registered.')
  await expect(errorOf(page, 'referral')).not.toBeEmpty()
  await expect(page).toHaveURL(/\/signup$/)
})

test('forgot and change password: e-mail, code and new password', async ({ page }) => {
  await openHydrated(page, '/forgot-password')
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(errorOf(page, 'email')).toHaveText('Email is required')

  // Opened directly (no e-mail carried over), the page asks for it too.
  await openHydrated(page, '/change-password')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(errorOf(page, 'email')).toHaveText('Email is required')
  await expect(errorOf(page, 'code')).toHaveText('code is required')
  await expect(errorOf(page, 'password')).toHaveText('Password is required')
  await page.getByLabel('Verification code').fill('123')
  await expect(errorOf(page, 'code')).toHaveText('code length must be 5')

  const account = await registerInEngine(freshEmail('reset'))
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Verification code').fill('00000')
  await page.getByLabel('New password').fill('another good one')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(errorOf(page, 'code')).not.toBeEmpty()
  await expect(page).toHaveURL(/\/change-password$/)
})

test('phone verification: number required, code required and 5 digits, wrong code', async ({
  page,
}) => {
  await signedInPage(page)
  await openHydrated(page, '/verify-phone')
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(errorOf(page, 'phone')).toHaveText('Phone number is required')
  await page.getByLabel('Phone number').fill(freshPhone())
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page).toHaveURL(/\/code-confirmation$/)
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(errorOf(page, 'code')).toHaveText('code is required')
  await page.getByLabel('Verification code').fill('12')
  await expect(errorOf(page, 'code')).toHaveText('code length must be 5')
  await page.getByLabel('Verification code').fill('99999')
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(errorOf(page, 'code')).not.toBeEmpty()
  await expect(page).toHaveURL(/\/code-confirmation$/)
})

test('profile: names required, English in English letters, display name, e-mail code', async ({
  page,
}) => {
  const account = await registerInEngine(freshEmail('profile'))
  await signInThroughPage(page, account.email, account.password, '/profile')
  const base = page.getByRole('region', { name: 'Base info' })
  await base.getByRole('button', { name: 'Save' }).click()
  await expect(errorOf(base, 'firstName')).toHaveText('First name is required')
  await expect(errorOf(base, 'lastName')).toHaveText('Last name is required')
  await expect(errorOf(base, 'firstNameEN')).toHaveText('English first name is required')
  await expect(errorOf(base, 'lastNameEN')).toHaveText('English last name is required')
  await base.getByLabel('First name in English').fill('سارا')
  await expect(errorOf(base, 'firstNameEN')).toHaveText('Write it in English letters')

  const name = page.getByRole('region', { name: 'Display name' })
  await name.getByRole('textbox', { name: 'Display name' }).fill('')
  await name.getByRole('button', { name: 'Save' }).click()
  await expect(errorOf(name, 'name')).toHaveText('Name is required')

  const contact = page.getByTestId('email-contact')
  await contact.getByRole('button', { name: 'Confirm e-mail' }).click()
  await contact.getByRole('button', { name: 'Confirm' }).click()
  await expect(errorOf(contact, 'code')).toHaveText('code is required')
  await contact.getByRole('textbox', { name: 'Verification code' }).fill('1234')
  await expect(errorOf(contact, 'code')).toHaveText('code length must be 5')
})
