/** The support screens (and the open bell) have no serious or critical axe violation, in both languages. */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { freshEmail, PASSWORD, registerInEngine, signedInPage } from '../support/accounts'
import { useLanguage as chooseLanguage, openHydrated } from '../support/page'
import { EngineSession, openDemo, staffReply, supportSession } from './engine-session'

async function violations(page: Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target).join(' | ')}`)
}

test('tickets, a thread, the new-ticket form with errors, notifications and the bell pass axe', async ({
  page,
}) => {
  // Ten axe runs: slower than one flow.
  test.setTimeout(150_000)
  const account = await signedInPage(page)
  const trader = await EngineSession.signIn(account.email, PASSWORD)
  const challengeId = await openDemo(trader)
  const types = await trader.call<{ data: Array<{ id: number }> }>('GET', '/v1/tickets/types')
  const form = new FormData()
  form.append('type_id', String(types.data[0]?.id))
  form.append('user_challenge_id', String(challengeId))
  form.append('subject', 'Chart not loading')
  form.append('description', 'The chart stays empty.')
  form.append('attachments[]', new Blob(['12:00 chart empty\n'], { type: 'text/plain' }), 'a.log')
  const ticketId = (await trader.call<{ data: { id: number } }>('POST', '/v1/tickets', form)).data
    .id
  const staff = await registerInEngine(freshEmail('support'))
  await staffReply(await supportSession(staff.email, staff.password), ticketId, 'Reload, please.')

  const found: string[] = []
  for (const [lang, scheme] of [
    ['en', 'light'],
    ['fa', 'dark'],
  ] as const) {
    await chooseLanguage(page, lang)
    await page.emulateMedia({ colorScheme: scheme })
    for (const path of ['/tickets', `/tickets/${ticketId}`, '/notifications']) {
      await openHydrated(page, path)
      found.push(...(await violations(page, `${lang} ${scheme} ${path}`)))
    }
    await openHydrated(page, '/tickets/new')
    await page.locator('form button[type="submit"]').click()
    await expect(page.getByTestId('error-subject')).toBeVisible()
    found.push(...(await violations(page, `${lang} ${scheme} /tickets/new`)))
    await page.getByTestId('notification-bell').click()
    await expect(page.getByTestId('bell-item')).toHaveCount(1)
    found.push(...(await violations(page, `${lang} ${scheme} bell`)))
    await page.keyboard.press('Escape')
  }
  expect(found).toEqual([])
})
