/**
 * The order pane's browser tests: a trader with a demo account (made
 * through the engine's API, as a browser would; the trade tour marked
 * seen), the terminal opened on it, and the engine's own view of orders
 * and positions to check the screen by.
 */
import { expect, type Page } from '@playwright/test'
import { signInThroughPage } from '../support/accounts'
import { createDemo, type EngineSession, quote, traderSession } from '../support/trading'

export class Trader {
  private readonly session: EngineSession
  readonly id: number

  constructor(session: EngineSession, id: number) {
    this.session = session
    this.id = id
  }

  openOrders() {
    return this.session
      .call<{ data: Array<{ type: string; side: string; amount: string; status: string }> }>(
        'GET',
        `/v1/trade/${this.id}/openOrders`,
      )
      .then((a) => a.data)
  }

  positions() {
    return this.session
      .call<{
        data: Array<{
          symbol: string
          side: string
          size: string
          tp: string | null
          sl: string | null
        }>
      }>('GET', `/v1/trade/${this.id}/positions`)
      .then((a) => a.data)
  }

  snapshot(symbol: string) {
    return this.session
      .call<{ data: { account: { leverage: number } } }>('GET', `/v1/trade/${this.id}/${symbol}`)
      .then((a) => a.data)
  }
}

/** One price for last, mark, bid and ask. */
export const price = quote

/** A new trader with a demo account, signed in and looking at the terminal of `symbol`. */
export async function openTerminal(page: Page, symbol = 'BTCUSDT'): Promise<Trader> {
  const { session, email, password } = await traderSession('orders')
  const trader = new Trader(session, await createDemo(session))
  await signInThroughPage(page, email, password, `/trade/${trader.id}/${symbol}`)
  await expect(pane(page).getByRole('button', { name: 'Buy / Long' })).toBeEnabled()
  return trader
}

export const pane = (page: Page) => page.getByTestId('order-pane')

/** Fills the pane's form: the type, then whichever fields are given. */
export async function fillOrder(
  page: Page,
  order: { type: string; stop?: string; price?: string; size: string },
) {
  const p = pane(page)
  await p.getByRole('button', { name: order.type, exact: true }).click()
  if (order.stop) await p.getByLabel('Stop price').fill(order.stop)
  if (order.price) await p.getByLabel('Price', { exact: true }).fill(order.price)
  await p.getByRole('textbox', { name: /^Size/ }).fill(order.size)
}
