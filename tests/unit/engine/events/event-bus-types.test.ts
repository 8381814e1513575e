/**
 * The event bus is typed from the contract (contract/broadcasting.ts): a
 * channel's kind names the events it carries and their payloads. Each
 * `@ts-expect-error` below is a publish the contract does not allow: were
 * the bus to accept it, the directive would be unused and `npm run
 * typecheck` would fail. At run time the same payloads are ones the web's
 * check (broadcastEventSchema) would drop.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { broadcastEventSchema, channels } from '#contract/broadcasting.ts'
import { type BroadcastEvent, EventBus } from '../../../../engine/events.ts'
import { createLogger } from '../../../../engine/logger.ts'

const ticker = {
  code: 'BTCUSDT',
  last: '64000.5',
  mark: '64000.1',
  bid: '64000.4',
  ask: '64000.6',
  change_24h: '1.25',
  low_24h: '62000',
  high_24h: '65000',
  volume_24h: '1234.567',
  time: 1_767_225_600_000,
}

const root = path.resolve(import.meta.dirname, '../../../..')

/** The engine's logger, its lines kept. */
function logged() {
  const lines: Record<string, unknown>[] = []
  return { log: createLogger('info', (l) => lines.push(JSON.parse(l))), lines }
}

const accepted = (e: { channel: string; event: string; payload: unknown }) =>
  broadcastEventSchema(e.channel, e.event)?.safeParse(e.payload).success ?? false

describe('the event bus, typed from the contract', () => {
  it('a listener that throws is logged by the engine’s logger, and the next listener still hears the event', () => {
    const { log, lines } = logged()
    const bus = new EventBus(log)
    const heard: string[] = []
    bus.subscribe(() => {
      throw new Error('listener broke')
    })
    bus.subscribe((e) => heard.push(e.event))
    bus.publish(channels.market('BTCUSDT'), 'ticker', ticker)
    expect(heard).toEqual(['ticker'])
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      level: 'error',
      msg: 'event listener failed',
      event: 'ticker',
    })
    expect(JSON.stringify(lines[0])).toContain('listener broke')
  })

  it('delivers what it is given to every listener, and the listener reads it typed', () => {
    const bus = new EventBus(logged().log)
    const seen: BroadcastEvent[] = []
    const stop = bus.subscribe((e) => seen.push(e))
    let at = ''
    bus.subscribe((e) => {
      // Narrowed on the event, the payload is the contract's type.
      if (e.event === 'session_ended') at = e.payload.at
    })
    bus.publish(channels.market('BTCUSDT'), 'ticker', ticker)
    bus.publish(channels.user(7), 'session_ended', { at: '2026-01-01T00:00:00.000Z' })
    stop()
    bus.publish(channels.user(7), 'api_key_revoked', {
      id: 3,
      revoked_at: '2026-01-01T00:00:00.000Z',
    })
    expect(seen).toEqual([
      { channel: 'market.BTCUSDT', event: 'ticker', payload: ticker },
      {
        channel: 'private-user.7',
        event: 'session_ended',
        payload: { at: '2026-01-01T00:00:00.000Z' },
      },
    ])
    expect(seen.every(accepted)).toBe(true)
    expect(at).toBe('2026-01-01T00:00:00.000Z')
  })

  it('refuses at the type check each payload the contract does not describe', () => {
    const bus = new EventBus(logged().log)
    const seen: BroadcastEvent[] = []
    bus.subscribe((e) => seen.push(e))
    // @ts-expect-error a price is a decimal string, not a number
    bus.publish(channels.market('BTCUSDT'), 'ticker', { ...ticker, last: 64000.5 })
    // @ts-expect-error a ticker without its time
    bus.publish(channels.market('BTCUSDT'), 'ticker', { ...ticker, time: undefined })
    // @ts-expect-error a user's channel carries no tickers
    bus.publish(channels.user(7), 'ticker', ticker)
    // @ts-expect-error an account's channel carries no session_ended
    bus.publish(channels.account(5), 'session_ended', { at: '2026-01-01T00:00:00.000Z' })
    // @ts-expect-error an event no channel carries
    bus.publish(channels.market('BTCUSDT'), 'tickr', ticker)
    // @ts-expect-error a channel of no kind the contract names
    bus.publish('presence-room.1', 'ticker', ticker)
    // @ts-expect-error the revoked key's id is a number
    bus.publish(channels.user(7), 'api_key_revoked', { id: '3', revoked_at: 'now' })
    bus.subscribe((e) => {
      // @ts-expect-error a session_ended payload has no `id`
      if (e.event === 'session_ended') void e.payload.id
    })
    // Had they been published, the web would have dropped every one.
    expect(seen).toHaveLength(7)
    expect(seen.filter(accepted)).toEqual([])
  })

  it('leaves the unchecked door to the test endpoint alone in the engine', () => {
    const users = sources('engine').filter((f) => f.text.includes('publishUnchecked('))
    expect(users.map((f) => f.path).sort()).toEqual([
      'engine/events.ts',
      'engine/http/routes/broadcasting.ts',
    ])
    const bus = new EventBus(logged().log)
    const seen: BroadcastEvent[] = []
    bus.subscribe((e) => seen.push(e))
    bus.publishUnchecked('private-account.5', 'assets', { nothing: 'valid' })
    expect(seen).toEqual([
      { channel: 'private-account.5', event: 'assets', payload: { nothing: 'valid' } },
    ])
  })
})

function sources(dir: string): Array<{ path: string; text: string }> {
  const out: Array<{ path: string; text: string }> = []
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`
    if (entry.isDirectory()) out.push(...sources(rel))
    else if (entry.name.endsWith('.ts'))
      out.push({ path: rel, text: readFileSync(path.join(root, rel), 'utf8') })
  }
  return out
}
