/** The trade page's guided tour: shown to a new user once, walked or skipped, then never again. */
import { expect, test } from '@playwright/test'
import { signInThroughPage } from '../support/accounts'
import { openHydrated } from '../support/page'
import { createDemo, quote, traderSession } from '../support/trading'

test('the trade tour shows once: its stops point at the terminal, skipping records it', async ({
  page,
}) => {
  await quote('BTCUSDT', '60000')
  const { session, email, password } = await traderSession('tour', { tourSeen: false })
  const id = await createDemo(session)
  await signInThroughPage(page, email, password, `/trade/${id}/BTCUSDT`)
  const card = page.getByTestId('tour-card')
  await expect(card).toContainText('Welcome to the Trade Market')
  await card.getByRole('button', { name: 'Next' }).click()
  await expect(card).toContainText('Your account')
  await card.getByRole('button', { name: 'Next' }).click()
  await expect(card).toContainText('The pair')
  await card.getByRole('button', { name: 'Skip' }).click()
  await expect(card).toBeHidden()
  await expect
    .poll(
      async () =>
        (await session.call<{ data: { tours_seen: string[] } }>('GET', '/v1/user')).data.tours_seen,
    )
    .toContain('trade')

  await openHydrated(page, `/trade/${id}/BTCUSDT`)
  await expect(page.getByTestId('pair-last')).toHaveText('60,000')
  await expect(page.getByTestId('tour-card')).toHaveCount(0)
})
