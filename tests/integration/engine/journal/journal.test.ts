/**
 * The trader's journal over HTTP (decision 630) on PGlite and Postgres:
 * notes and tags on trades and days, written again in place, searched by
 * text and tag, the account's tags counted; another trader reaches none
 * of it (404) and bad input is a 422 with field errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { openChallenge, price, rulesWith } from '../evaluation/support.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestClient, type TestEngine } from '../harness.ts'
import { expectInvalidBodiesRejected } from '../invalid-bodies.ts'
import { placeOk } from '../trade/support.ts'

const oneStep = rulesWith([
  { step: 1, days: 0, maxDdDaily: '5', maxDdTotal: '10', minProfit: '50', minTradingDays: 1 },
])

describe.each(databaseKinds)('trading journal (%s)', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  /** A trader with one challenge and two trades (a long opened and closed); newest first. */
  async function traderWithTrades() {
    const { client, user } = await signedInClient(t)
    const id = await openChallenge(t, user.id, oneStep)
    await price(t, '60000')
    await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '1' })
    await price(t, '60100')
    await placeOk(client, id, { type: 'MARKET', side: 'sell', size: '1', trade_type: 'close' })
    const trades = (await client.ok(api.trade.tradeHistory, { params: { userChallengeId: id } }))
      .data
    const stepId = (await client.ok(api.userChallenges.show, { params: { userChallengeId: id } }))
      .data.steps[0]?.id
    if (!stepId || trades.length !== 2) throw new Error('no step or trades')
    return { client, user, id, stepId, trades }
  }

  const search = (client: TestClient, id: number, query: Record<string, string | number> = {}) =>
    client.ok(api.journal.list, { params: { userChallengeId: id }, query })

  it('notes a trade and a day, writes them again in place, and finds them by text and tag', async () => {
    const { client, id, stepId, trades } = await traderWithTrades()
    const closing = trades[0]?.id ?? 0
    const first = await client.ok(api.journal.saveTrade, {
      params: { userChallengeId: id, tradeId: closing },
      body: { body: 'Took profit too early', tags: ['Breakout', ' early exit '] },
    })
    expect(first.message).toBe('Note saved')
    expect(first.data).toMatchObject({
      kind: 'trade',
      step: stepId,
      trade_id: closing,
      date: null,
      body: 'Took profit too early',
      // Normalised: lower-case, spaces as -.
      tags: ['breakout', 'early-exit'],
      trade: { symbol: 'BTCUSDT', side: 'sell', realizedProfit: trades[0]?.realizedProfit },
    })
    // PUT again: the same note, replaced.
    const again = await client.ok(api.journal.saveTrade, {
      params: { userChallengeId: id, tradeId: closing },
      body: { body: 'Took profit too early; let it run', tags: ['breakout'] },
    })
    expect(again.data.id).toBe(first.data.id)
    expect(again.data.tags).toEqual(['breakout'])

    // A day's note in Persian, with Arabic letters unified so a search finds it.
    const day = await client.ok(api.journal.saveDay, {
      params: { userChallengeId: id, stepId, date: '2026-11-27' },
      body: { body: 'بازار آرام بود', tags: ['صبر', 'breakout'] },
    })
    expect(day.data).toMatchObject({ kind: 'day', step: stepId, date: '2026-11-27', trade: null })

    const all = await search(client, id)
    expect(all.data.map((n) => n.id)).toEqual([day.data.id, first.data.id])
    expect(all.meta.total).toBe(2)
    // Text, in any case, and a tag's text.
    expect((await search(client, id, { q: 'LET IT' })).data.map((n) => n.id)).toEqual([
      first.data.id,
    ])
    expect((await search(client, id, { q: 'آرام' })).data.map((n) => n.id)).toEqual([day.data.id])
    expect((await search(client, id, { q: 'صب' })).data.map((n) => n.id)).toEqual([day.data.id])
    // A pattern's own characters are taken literally.
    expect((await search(client, id, { q: '%' })).data).toEqual([])
    // One tag exactly; a kind; the notes of a page of trades; one step.
    expect((await search(client, id, { tag: 'breakout' })).meta.total).toBe(2)
    expect((await search(client, id, { tag: 'صبر' })).data.map((n) => n.id)).toEqual([day.data.id])
    expect((await search(client, id, { kind: 'day' })).data.map((n) => n.id)).toEqual([day.data.id])
    const page = await search(client, id, { trades: `${closing},${trades[1]?.id}` })
    expect(page.data.map((n) => n.trade_id)).toEqual([closing])
    expect((await search(client, id, { step: stepId })).meta.total).toBe(2)

    const tags = await client.ok(api.journal.tags, { params: { userChallengeId: id } })
    expect(tags.data).toEqual([
      { tag: 'breakout', notes: 2 },
      { tag: 'صبر', notes: 1 },
    ])

    const removed = await client.ok(api.journal.remove, {
      params: { userChallengeId: id, noteId: day.data.id },
    })
    expect(removed.message).toBe('Note deleted')
    expect((await search(client, id)).data.map((n) => n.id)).toEqual([first.data.id])
  })

  it('keeps a trader’s journal from every other trader (404)', async () => {
    const { client, id, stepId, trades } = await traderWithTrades()
    const note = await client.ok(api.journal.saveTrade, {
      params: { userChallengeId: id, tradeId: trades[0]?.id ?? 0 },
      body: { body: 'mine' },
    })
    const other = await traderWithTrades()
    const intruder = other.client
    const statuses = [
      await intruder.call(api.journal.list, { params: { userChallengeId: id } }),
      await intruder.call(api.journal.tags, { params: { userChallengeId: id } }),
      await intruder.call(api.journal.saveTrade, {
        params: { userChallengeId: id, tradeId: trades[0]?.id ?? 0 },
        body: { body: 'theirs' },
      }),
      // Their own account, with the first trader's trade: not theirs either.
      await intruder.call(api.journal.saveTrade, {
        params: { userChallengeId: other.id, tradeId: trades[0]?.id ?? 0 },
        body: { body: 'theirs' },
      }),
      await intruder.call(api.journal.saveDay, {
        params: { userChallengeId: other.id, stepId, date: '2026-11-27' },
        body: { body: 'theirs' },
      }),
      await intruder.call(api.journal.remove, {
        params: { userChallengeId: other.id, noteId: note.data.id },
      }),
    ].map((r) => r.status)
    expect(statuses).toEqual([404, 404, 404, 404, 404, 404])
    // Untouched.
    const mine = await search(client, id)
    expect(mine.data.map((n) => [n.id, n.body])).toEqual([[note.data.id, 'mine']])
  })

  it('answers 422 with field errors to bad notes and searches', async () => {
    const { client, id, stepId, trades } = await traderWithTrades()
    const tradeId = trades[0]?.id ?? 0
    const put = (body: unknown) =>
      client.call(api.journal.saveTrade, {
        params: { userChallengeId: id, tradeId },
        body: body as { body: string },
      })
    const empty = await put({ body: '   ', tags: [] })
    expect(empty.status).toBe(422)
    expect(empty.body).toMatchObject({ errors: { body: ['Write a note or add a tag'] } })
    const long = await put({ body: 'x'.repeat(2001) })
    expect(long.body).toMatchObject({
      errors: { body: ['The note is too long (2000 characters at most)'] },
    })
    const badTag = await put({ body: 'ok', tags: ['no,commas'] })
    expect(badTag.body).toMatchObject({
      errors: { 'tags.0': ['A tag is text of up to 32 letters, digits, - or _'] },
    })
    const many = await put({ body: 'ok', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) })
    expect(many.body).toMatchObject({ errors: { tags: ['At most 10 tags'] } })
    const day = await client.call(api.journal.saveDay, {
      params: { userChallengeId: id, stepId, date: '27-11-2026' },
      body: { body: 'ok' },
    })
    expect(day.status).toBe(422)
    expect(day.body).toMatchObject({ errors: { date: ['date must be a day (YYYY-MM-DD)'] } })
    const query = await client.call(api.journal.list, {
      params: { userChallengeId: id },
      query: { trades: 'a,b', step: 'x' as unknown as number },
    })
    expect(query.status).toBe(422)
    expect(query.body).toMatchObject({
      errors: { step: ['step must be a step id'], trades: ['trades must be up to 100 trade ids'] },
    })
    // A NUL (Postgres text holds none) is dropped from a note and a search.
    const nul = await client.ok(api.journal.saveTrade, {
      params: { userChallengeId: id, tradeId },
      body: { body: 'a\u0000b' },
    })
    expect(nul.data.body).toBe('ab')
    expect((await search(client, id, { q: 'a\u0000b' })).data.map((n) => n.body)).toEqual(['ab'])
    // An id past any Postgres integer names nothing: refused, never sent to SQL.
    const huge = await client.call(api.journal.list, {
      params: { userChallengeId: id },
      query: { trades: `${tradeId},9999999999` },
    })
    expect(huge.status).toBe(422)
    expect(huge.body).toMatchObject({ errors: { trades: ['trades must be up to 100 trade ids'] } })
    // In Persian too.
    const fa = t.client({ language: 'fa' })
    for (const [name, value] of client.cookies) fa.cookies.set(name, value)
    const persian = await fa.call(api.journal.saveTrade, {
      params: { userChallengeId: id, tradeId },
      body: { body: '' },
    })
    expect(persian.body).toMatchObject({
      errors: { body: ['یادداشتی بنویسید یا برچسبی بیفزایید'] },
    })
  })

  it('refuses any invalid note body with a 4xx and changes nothing (English and Persian)', async () => {
    const { client, id, stepId, trades } = await traderWithTrades()
    const valid = { body: 'A note', tags: ['breakout'] }
    const tradeId = trades[0]?.id ?? 0
    await expectInvalidBodiesRejected(t, client, api.journal.saveTrade, {
      valid,
      params: { userChallengeId: id, tradeId },
      numRuns: 25,
    })
    const fa = t.client({ language: 'fa' })
    for (const [name, value] of client.cookies) fa.cookies.set(name, value)
    await expectInvalidBodiesRejected(t, fa, api.journal.saveDay, {
      valid,
      params: { userChallengeId: id, stepId, date: '2026-11-27' },
      numRuns: 25,
      persian: true,
    })
  })
})
