/**
 * Issue 10, live: support answers through the engine's staff endpoint and
 * the trader's open thread and bell change without a reload; the
 * notifications page marks read, unread and all.
 */
import { expect, type Page, test } from '@playwright/test'
import { freshEmail, PASSWORD, registerInEngine, signedInPage } from '../support/accounts'
import { openHydrated } from '../support/page'
import { EngineSession, openDemo, staffReply, supportSession } from './engine-session'

async function ticketThroughEngine(trader: EngineSession, subject: string): Promise<number> {
  const challengeId = await openDemo(trader)
  const types = await trader.call<{ data: Array<{ id: number }> }>('GET', '/v1/tickets/types')
  const form = new FormData()
  form.append('type_id', String(types.data[0]?.id))
  form.append('user_challenge_id', String(challengeId))
  form.append('subject', subject)
  form.append('description', 'The order did not fill.')
  const answer = await trader.call<{ data: { id: number } }>('POST', '/v1/tickets', form)
  return answer.data.id
}

/**
 * The whole journey; `afterReply` is what the trader does once support has
 * answered: nothing (the live case) or a reload.
 */
async function replyJourney(page: Page, afterReply: (page: Page) => Promise<void>) {
  const account = await signedInPage(page)
  const trader = await EngineSession.signIn(account.email, PASSWORD)
  const ticketId = await ticketThroughEngine(trader, 'Limit order stuck')
  const staff = await registerInEngine(freshEmail('support'))
  const support = await supportSession(staff.email, staff.password)

  await openHydrated(page, `/tickets/${ticketId}`)
  const bell = page.getByTestId('notification-bell')
  await expect(bell).toHaveAttribute('data-unread', '0')
  await expect(page.getByTestId('ticket-message')).toHaveCount(1)

  await staffReply(support, ticketId, 'We re-ran the matching: <b>filled</b> at 60000.')
  await afterReply(page)
  const answer = page.locator('[data-testid="ticket-message"][data-author="staff"]')
  await expect(answer).toContainText('We re-ran the matching: <b>filled</b> at 60000.')
  await expect(answer).toContainText('Support')
  await expect(page.getByTestId('ticket-status')).toHaveText('Answered')
  await expect(page.getByTestId('notification-count')).toHaveText('1')

  await bell.click()
  const item = page.getByTestId('bell-item').first()
  await expect(item).toContainText('Your ticket was answered')
  await expect(item).toContainText('Support replied to “Limit order stuck”.')
  await expect(item).toHaveAttribute('data-status', 'unread')
  await page.keyboard.press('Escape')

  await staffReply(support, ticketId, 'And the fee was refunded.')
  await afterReply(page)
  await expect(page.getByTestId('notification-count')).toHaveText('2')
  await expect(answer).toHaveCount(2)

  await openHydrated(page, '/notifications')
  const items = page.getByTestId('notification')
  await expect(items).toHaveCount(2)
  await expect(items.and(page.locator('[data-status="unread"]'))).toHaveCount(2)
  await expect(page.getByTestId('unread-total')).toHaveText('2 unread')

  await items.first().getByRole('button', { name: 'Mark as read' }).click()
  await expect(items.first()).toHaveAttribute('data-status', 'read')
  await expect(page.getByTestId('unread-total')).toHaveText('1 unread')
  await expect(page.getByTestId('notification-count')).toHaveText('1')

  await items.first().getByRole('button', { name: 'Mark as unread' }).click()
  await expect(items.first()).toHaveAttribute('data-status', 'unread')
  await expect(page.getByTestId('notification-count')).toHaveText('2')

  await page.getByRole('button', { name: 'Mark all as read' }).click()
  await expect(items.and(page.locator('[data-status="read"]'))).toHaveCount(2)
  await expect(page.getByTestId('unread-total')).toBeHidden()
  await expect(page.getByTestId('notification-count')).toBeHidden()
  await expect(bell).toHaveAttribute('data-unread', '0')

  // The state is the engine's, not the page's: it holds after a reload.
  await page.reload()
  await expect(items.and(page.locator('[data-status="read"]'))).toHaveCount(2)

  await items.first().getByRole('button', { name: 'View' }).click()
  await expect(page).toHaveURL(new RegExp(`/tickets/${ticketId}$`))
}

test('a staff reply appears live in the thread and the bell; read, unread and mark all work', ({
  page,
}) => replyJourney(page, async () => {}))

test('a staff reply shows in the thread and the bell after a reload; read, unread and mark all work', ({
  page,
}) => replyJourney(page, (page) => page.reload().then(() => undefined)))
