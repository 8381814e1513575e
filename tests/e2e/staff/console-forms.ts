/**
 * The console's forms as issue 32's walk asked, read in either language at
 * any width: the Pay dialog asks for two typed fields, each saying what it
 * is for (a hash and a "Result (e.g. transaction id)" both asked for the
 * transaction), inside the viewport, with a Cancel; the staff reply box
 * takes the direction of what is typed; closing a ticket can be cancelled.
 */
import { expect, type Page } from '@playwright/test'

/** Opens the first pending payout's Pay dialog on this page and reads it; leaves it open. */
export async function payDialogReads(page: Page, fa: boolean) {
  await page
    .getByRole('button', { name: fa ? 'پرداخت' : 'Pay', exact: true })
    .first()
    .click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('textbox')).toHaveCount(2)
  await expect(
    dialog.getByRole('textbox', { name: fa ? 'هش تراکنش' : 'Transaction hash' }),
  ).toBeVisible()
  await expect(
    dialog.getByRole('textbox', {
      name: fa ? 'یادداشت برای معامله‌گر (اختیاری)' : 'Note to the trader (optional)',
    }),
  ).toBeVisible()
  if (!fa)
    await expect(dialog).toContainText(
      "Added to the trader's notification after the transaction hash",
    )
  await expect(dialog).not.toContainText(fa ? 'نتیجه' : 'Result')
  const box = await dialog.boundingBox()
  const width = page.viewportSize()?.width ?? 0
  expect(box && box.x >= 0 && box.x + box.width <= width + 1).toBe(true)
  return dialog
}

/** The same dialog closed by its Cancel: nothing paid. */
export async function cancelDialog(page: Page, fa: boolean) {
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: fa ? 'انصراف' : 'Cancel' }).click()
  await expect(dialog).toBeHidden()
}

/** A staff ticket page: the reply box follows what is typed; Close ticket asks, and Cancel keeps it open. */
export async function ticketFormsRead(page: Page, fa: boolean) {
  const reply = page.getByRole('textbox', { name: fa ? 'پاسخ' : 'Reply' })
  await expect(reply).toHaveAttribute('dir', 'auto')
  await reply.fill(fa ? 'Your payout is sent tomorrow.' : 'پرداخت شما فردا انجام می‌شود.')
  expect(await reply.evaluate((el) => getComputedStyle(el).direction)).toBe(fa ? 'ltr' : 'rtl')
  await reply.fill('')
  const closeName = fa ? 'بستن تیکت' : 'Close ticket'
  await page.getByRole('button', { name: closeName }).click()
  await cancelDialog(page, fa)
  await expect(page.getByRole('button', { name: closeName })).toBeVisible()
}
