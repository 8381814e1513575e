/**
 * Four traders with a demo each (one demo per user), and calls to the
 * engine as the trader who owns the account a path names: what the
 * standby tests drive the active engine with.
 */
import { insertTrader, type Trader } from '../../../support/engine-processes.ts'

type Db = Parameters<typeof insertTrader>[0]
interface App {
  request(url: string, init: RequestInit): Response | Promise<Response>
}

export async function demoTraders(db: Db, app: App, name: string) {
  const traders: Trader[] = []
  for (let i = 0; i < 4; i++)
    traders.push(await insertTrader(db, `${name.toLowerCase()}-${i}-${Date.now()}@example.test`))
  const owner = new Map<number, Trader>()
  const call = async (method: string, path: string, body?: unknown, as?: Trader) => {
    const challenge = Number(/\/v1\/trade\/(\d+)\//.exec(path)?.[1])
    const trader = as ?? owner.get(challenge) ?? (traders[0] as Trader)
    const r = await app.request(`http://engine.test${path}`, {
      method,
      headers: { ...trader.headers, accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json = (await r.json()) as { data: Record<string, unknown> }
    if (r.status !== 200) throw new Error(`${path} answered ${r.status}: ${JSON.stringify(json)}`)
    return json.data
  }
  /** A demo for the next trader without one. */
  const demo = async () => {
    const trader = traders[owner.size] as Trader
    const id = (await call('POST', '/v1/userChallenges/createDemo', { title: name }, trader))
      .id as number
    owner.set(id, trader)
    return id
  }
  return { call, demo }
}
