/**
 * Issue 10 in the browser: a trader opens a ticket with two attachments,
 * texts that look like markup stay text, files open through signed links,
 * and the attachment limits are enforced before upload and by the engine.
 */
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { PASSWORD, signedInPage } from '../support/accounts'
import { openHydrated } from '../support/page'
import { EngineSession, openDemo } from './engine-session'
import { logFile, png, screenshotFile } from './files'

test('a ticket with two attachments: sent, shown as text, its files opened through signed links', async ({
  page,
}) => {
  const trader = await signedInPage(page)
  await openDemo(await EngineSession.signIn(trader.email, PASSWORD), 'Demo for support')
  await page.addInitScript(() => {
    ;(window as unknown as { __pwned: number }).__pwned = 0
  })

  await openHydrated(page, '/tickets')
  await expect(page.getByText('There is Nothing to Display')).toBeVisible()
  await page.getByRole('link', { name: 'New Ticket' }).click()
  await expect(page).toHaveURL(/\/tickets\/new$/)

  const subject = '<script>window.__pwned = 1</script> Order stuck'
  const description = 'My limit order stayed open.\n<img src=x onerror="window.__pwned = 2">'
  await page.getByLabel('Type').selectOption({ label: 'Technical' })
  await page.getByLabel('Challenge').selectOption({ index: 1 })
  await page.getByLabel('Subject').fill(subject)
  await page.getByLabel('Description').fill(description)
  // Near the 5 MB limit: the whole file passes the web tier to the engine.
  const screenshot = {
    ...screenshotFile(),
    buffer: Buffer.concat([png(), Buffer.alloc(4_900_000)]),
  }
  await page.getByTestId('attachments-input').setInputFiles([screenshot, logFile()])
  await expect(page.getByTestId('chosen-files').getByRole('listitem')).toHaveCount(2)
  await page.getByRole('button', { name: 'Send ticket' }).click()

  await expect(page).toHaveURL(/\/tickets\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject)
  await expect(page.getByTestId('ticket-status')).toHaveText('Waiting for support')
  const first = page.getByTestId('ticket-message').first()
  await expect(first).toContainText('<img src=x onerror="window.__pwned = 2">')
  await expect(page.locator('main img')).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { __pwned: number }).__pwned)).toBe(0)
  await expect(first.getByTestId('attachments').getByRole('link')).toHaveText([
    /order-screen\.png/,
    /engine\.log/,
  ])

  await first.getByRole('link', { name: /order-screen\.png/ }).click()
  await expect(page).toHaveURL(/\/tickets\/\d+\/attachments\/\d+$/)
  await expect(page.getByTestId('attachment-name')).toHaveText('order-screen.png')
  const image = page.getByTestId('attachment-image')
  await expect(image).toBeVisible()
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32)
  // Download saves the file and keeps the page (the engine says "attachment").
  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('attachment-download').click(),
  ])
  expect(saved.suggestedFilename()).toBe('order-screen.png')
  expect(readFileSync(await saved.path()).equals(screenshot.buffer)).toBe(true)
  await expect(page).toHaveURL(/\/tickets\/\d+\/attachments\/\d+$/)
  await expect(page.getByTestId('attachment-name')).toHaveText('order-screen.png')

  await page.getByRole('link', { name: /Attachment of ticket/ }).click()
  await page.getByRole('link', { name: 'Back to tickets' }).click()
  const row = page.getByTestId('tickets-table').getByRole('row').nth(1)
  await expect(row).toContainText(subject)
  await expect(row).toContainText('Technical')
  await expect(row).toContainText('Waiting for support')
})

test('too many and too large files are refused before upload, a forbidden type by the engine', async ({
  page,
}) => {
  const trader = await signedInPage(page)
  await openDemo(await EngineSession.signIn(trader.email, PASSWORD))
  await openHydrated(page, '/tickets/new')

  await page.getByRole('button', { name: 'Send ticket' }).click()
  await expect(page.getByTestId('error-type_id')).toHaveText('Type is required')
  // The only account is chosen already; the rest are required.
  await expect(page.getByLabel('Challenge')).not.toHaveValue('')
  await expect(page.getByTestId('error-user_challenge_id')).toBeHidden()
  await expect(page.getByTestId('error-subject')).toHaveText('Subject is required')
  await expect(page.getByTestId('error-description')).toHaveText('Description is required')

  await page.getByLabel('Type').selectOption({ label: 'Billing' })
  await page.getByLabel('Subject').fill('Files')
  await page.getByLabel('Description').fill('See the files.')

  const input = page.getByTestId('attachments-input')
  await input.setInputFiles(
    Array.from({ length: 6 }, (_, i) => ({ ...screenshotFile(), name: `shot-${i + 1}.png` })),
  )
  const errors = page.getByTestId('error-attachments')
  await expect(errors).toHaveText('You can attach at most 5 files.')
  await page.getByRole('button', { name: 'Send ticket' }).click()
  await expect(page).toHaveURL(/\/tickets\/new$/)
  await page.getByRole('button', { name: 'Remove shot-6.png' }).click()
  await expect(errors).toBeHidden()

  const big = Buffer.concat([png(), Buffer.alloc(5 * 1024 * 1024)])
  await input.setInputFiles([{ name: 'big.png', mimeType: 'image/png', buffer: big }])
  await expect(errors).toContainText('You can attach at most 5 files.')
  await expect(errors).toContainText('“big.png” is larger than 5 MB.')
  for (let i = 1; i <= 5; i++) {
    await page.getByRole('button', { name: `Remove shot-${i}.png` }).click()
  }
  await expect(errors).toHaveText('“big.png” is larger than 5 MB.')
  await page.getByRole('button', { name: 'Remove big.png' }).click()

  // Within the limits, so it is sent; the engine judges the bytes and refuses an executable.
  const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0')])
  await input.setInputFiles([{ name: 'tool.png', mimeType: 'image/png', buffer: exe }])
  await page.getByRole('button', { name: 'Send ticket' }).click()
  await expect(errors).toHaveText(
    '“tool.png” is not an allowed file type: attach images, PDF or plain text.',
  )
  await expect(page).toHaveURL(/\/tickets\/new$/)

  const list = await (await EngineSession.signIn(trader.email, PASSWORD)).call<{
    data: unknown[]
  }>('GET', '/v1/tickets')
  expect(list.data).toHaveLength(0)
})
