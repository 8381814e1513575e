/**
 * The order pane's browser tests: a trader with a demo account (made
 * through the engine's API, as a browser would), the terminal opened on it,
 * and the engine's own view of orders and positions to check the screen by.
 */
import { expect, type Page } from '@playwright/test'
import { freshEmail, PASSWORD, signInThroughPage } from '../support/accounts'
import { engineOrigin, setPrice } from '../support/engine'

export class Trader {
  private readonly cookies = new Map<string, string>()
  id = 0

  private remember(response: Response): void {
    for (const c of response.headers.getSetCookie()) {
      const [pair = ''] = c.split(';')
      const at = pair.indexOf('=')
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
  }

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    if (!this.cookies.has('XSRF-TOKEN'))
      this.remember(await fetch(`${engineOrigin}/sanctum/csrf-cookie`))
    const response = await fetch(`${engineOrigin}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-xsrf-token': decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? ''),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    this.remember(response)
    if (!response.ok)
      throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`)
    return (await response.json()) as T
  }

  openOrders() {
    return this.call<{
      data: Array<{ type: string; side: string; amount: string; status: string }>
    }>('GET', `/v1/trade/${this.id}/openOrders`).then((a) => a.data)
  }

  positions() {
    return this.call<{
      data: Array<{
        symbol: string
        side: string
        size: string
        tp: string | null
        sl: string | null
      }>
    }>('GET', `/v1/trade/${this.id}/positions`).then((a) => a.data)
  }

  snapshot(symbol: string) {
    return this.call<{ data: { account: { leverage: number } } }>(
      'GET',
      `/v1/trade/${this.id}/${symbol}`,
    ).then((a) => a.data)
  }
}

/** One price for last, mark, bid and ask. */
export async function price(symbol: string, value: string) {
  await setPrice(symbol, value, { mark: value, bid: value, ask: value })
}

/** A new trader with a demo account, signed in and looking at the terminal of `symbol`. */
export async function openTerminal(page: Page, symbol = 'BTCUSDT'): Promise<Trader> {
  const email = freshEmail('orders')
  const trader = new Trader()
  await trader.call('POST', '/v1/auth/register', {
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  })
  const demo = await trader.call<{ data: { id: number } }>(
    'POST',
    '/v1/userChallenges/createDemo',
    { title: 'Demo' },
  )
  trader.id = demo.data.id
  await signInThroughPage(page, email, PASSWORD, `/trade/${trader.id}/${symbol}`)
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
