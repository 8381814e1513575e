/**
 * The console reads as well as it works (issue 32): the staff reply box
 * takes the direction of what is typed; a refused role change closes its
 * question and the select shows the role that stands; the close-ticket
 * dialog has a Cancel; the audit log reads in words in both languages, and
 * a subject clicked in it narrows the log visibly, with the way back.
 * Screenshots (E2E_SHOTS_DIR) in both languages and themes at 1 366 and 390 px.
 */
import { expect, type Page, test } from '@playwright/test'
import { freshEmail, PASSWORD, registerInEngine, signInThroughPage } from '../support/accounts'
import { engineRequest } from '../support/engine'
import { openHydrated, useLanguage } from '../support/page'
import { EngineSession } from '../tickets/engine-session'

const SHOTS = process.env.E2E_SHOTS_DIR
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

async function admin(page: Page) {
  const account = await registerInEngine(freshEmail('admin'))
  await engineRequest('POST', '/test/users/role', { email: account.email, role: 'admin' })
  await signInThroughPage(page, account.email, account.password)
  return account
}

/** A trader made support, then trader again, by an admin through the engine's API. */
async function roleChangedTwice(): Promise<{ email: string; id: number }> {
  const boss = await registerInEngine(freshEmail('boss'))
  await engineRequest('POST', '/test/users/role', { email: boss.email, role: 'admin' })
  const account = await registerInEngine(freshEmail('changed'))
  const me = await (await EngineSession.signIn(account.email, PASSWORD)).call<{
    data: { id: number }
  }>('GET', '/v1/user')
  const staff = await EngineSession.signIn(boss.email, PASSWORD)
  for (const role of ['support', 'trader'])
    await staff.call('PUT', `/v1/staff/users/${me.data.id}/role`, { role })
  return { email: account.email, id: me.data.id }
}

test('forms: reply direction, a refused role change, Cancel on close; the audit in words with its subject filter', async ({
  page,
}) => {
  // Three pages and two dialogs walked in one test.
  test.setTimeout(150_000)
  await page.setViewportSize({ width: 1366, height: 768 })
  await admin(page)
  const account = await registerInEngine(freshEmail('reads'))
  const writer = await EngineSession.signIn(account.email, PASSWORD)
  const types = await writer.call<{ data: Array<{ id: number }> }>('GET', '/v1/tickets/types')
  const form = new FormData()
  form.append('type_id', String(types.data[0]?.id))
  form.append('subject', 'Payout timing')
  form.append('description', 'When is the next payout window?')
  const ticket = await writer.call<{ data: { id: number } }>('POST', '/v1/tickets', form)

  // The reply box: Persian typed in the English console runs right to left.
  await openHydrated(page, `/staff/tickets/${ticket.data.id}`)
  const reply = page.getByRole('textbox', { name: 'Reply' })
  await expect(reply).toHaveAttribute('dir', 'auto')
  await reply.fill('سلام، پرداخت شما فردا انجام می‌شود.')
  expect(await reply.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl')
  await reply.fill('Hello')
  expect(await reply.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr')

  // Close ticket, then Cancel: the dialog goes, the ticket stays open.
  await page.getByRole('button', { name: 'Close ticket' }).click()
  const close = page.getByRole('dialog')
  await close.getByRole('button', { name: 'Cancel' }).click()
  await expect(close).toBeHidden()
  await expect(page.getByRole('button', { name: 'Close ticket' })).toBeVisible()

  // A role change refused (another admin made the same change meanwhile): the question
  // closes, the reason is said, the select shows the role that stands.
  const found = await openHydrated(page, `/staff/users?q=${encodeURIComponent(account.email)}`)
  expect(found?.ok()).toBe(true)
  await page.getByRole('link', { name: account.email }).click()
  await expect(page).toHaveURL(/\/staff\/users\/\d+$/)
  const traderId = Number(page.url().split('/').pop())
  await page.getByLabel('Role').selectOption('support')
  await engineRequest('POST', '/test/users/role', { email: account.email, role: 'support' })
  await page.getByRole('button', { name: 'Change role' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Change role' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByText('The user already has this role')).toBeVisible()
  await expect(page.getByLabel('Role')).toHaveValue('support')
  await expect(page.getByRole('button', { name: 'Change role' })).toBeDisabled()
  // Now a change that stands, audited.
  await page.getByLabel('Role').selectOption('trader')
  await page.getByRole('button', { name: 'Change role' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Change role' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByLabel('Role')).toHaveValue('trader')

  // The audit in words: the field and values as words; the subject named.
  await openHydrated(page, '/staff/audit')
  const row = page.getByRole('row', { name: /Role changed/ }).filter({ hasText: account.email })
  await expect(row.first()).toContainText('Role Support → Trader')
  // The subject narrows the log, says so, and lets go.
  await row.first().getByRole('link', { name: account.email }).click()
  await expect(page).toHaveURL(/\/staff\/users\//)
  await openHydrated(page, `/staff/audit?subject_type=user&subject_id=${traderId}`)
  const filter = page.getByTestId('audit-subject-filter')
  await expect(filter).toContainText(`Showing the entries of ${account.email}`)
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2)
  await filter.getByRole('link', { name: 'Show every entry' }).click()
  await expect(filter).toBeHidden()
  await expect(page).not.toHaveURL(/subject_id/)
})

test('a refused role change explains itself in Persian at 390 px: the reason said, the role that stands shown', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 390, height: 844 })
  await admin(page)
  await useLanguage(page, 'fa')
  const account = await registerInEngine(freshEmail('refused'))
  const me = await (await EngineSession.signIn(account.email, PASSWORD)).call<{
    data: { id: number }
  }>('GET', '/v1/user')
  await openHydrated(page, `/staff/users/${me.data.id}`)
  const role = page.getByLabel('نقش', { exact: true })
  await role.selectOption('support')
  // Another admin makes the same change while the question is open.
  await engineRequest('POST', '/test/users/role', { email: account.email, role: 'support' })
  await page.getByRole('button', { name: 'تغییر نقش' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'تغییر نقش' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByText('کاربر همین نقش را دارد')).toBeVisible()
  await expect(role).toHaveValue('support')
  await expect(page.getByRole('button', { name: 'تغییر نقش' })).toBeDisabled()
  await shot(page, 'role-refused-fa-390')
})

for (const lang of ['en', 'fa'] as const)
  for (const scheme of ['light', 'dark'] as const)
    test(`the audit log in words, ${lang}, ${scheme}`, async ({ page }) => {
      test.setTimeout(120_000)
      await page.setViewportSize({ width: 1366, height: 768 })
      await page.emulateMedia({ colorScheme: scheme })
      const changed = await roleChangedTwice()
      await admin(page)
      await useLanguage(page, lang)
      await openHydrated(page, `/staff/audit?subject_type=user&subject_id=${changed.id}`)
      const changes = page.getByTestId('audit-changes')
      await expect(changes).toHaveText(
        lang === 'fa'
          ? ['نقش پشتیبانی ← معامله‌گر', 'نقش معامله‌گر ← پشتیبانی']
          : ['Role Support → Trader', 'Role Trader → Support'],
      )
      await expect(page.getByTestId('audit-subject-filter')).toContainText(
        lang === 'fa' ? 'نمایش رویدادهای' : 'Showing the entries of',
      )
      await shot(page, `audit-${lang}-${scheme}-1366`)
      await openHydrated(page, '/staff/audit')
      // No field shows as its key: the words of every change on the first page.
      const keys = await page
        .getByTestId('audit-changes')
        .locator('li > span.font-medium')
        .allTextContents()
      expect(keys.filter((k) => /^[a-z]+[A-Z_]/.test(k))).toEqual([])
      await shot(page, `audit-${lang}-${scheme}-1366-all`)
      await page.setViewportSize({ width: 390, height: 844 })
      await openHydrated(page, '/staff/audit')
      await shot(page, `audit-${lang}-${scheme}-390`)
    })
