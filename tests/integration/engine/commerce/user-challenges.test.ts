import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { createUserChallenge } from '../../../../engine/challenges/create-user-challenge.ts'
import { userChallenges } from '../../../../engine/db/schema/index.ts'
import { signedInClient, signIn } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestClient, type TestEngine } from '../harness.ts'
import { catalogueIds, createCoupon } from './commerce-fixtures.ts'

const DAY = 86_400_000

describe.each(databaseKinds)('userChallenges on %s', (kind) => {
  let t: TestEngine
  let ids: Awaited<ReturnType<typeof catalogueIds>>
  let freeCoupon: string
  beforeAll(async () => {
    t = await startTestEngine(kind)
    ids = await catalogueIds(t)
    freeCoupon = (await createCoupon(t, { kind: 'percent', value: '100' })).code
  })
  afterAll(async () => {
    await t.close()
  })

  async function buy(client: TestClient, size: string, features: string[] = []) {
    const result = await client.ok(api.payments.request, {
      body: {
        challenge_id: ids.bySize(size),
        features: features.map(ids.feature),
        coupon: freeCoupon,
        accept_rules: true,
      },
    })
    const id = result.data.user_challenge_id
    if (!id) throw new Error('not activated')
    return id
  }

  /** A demo as the demo feature opens it (createUserChallenge, 10 000, 3 days). */
  async function openDemo(userId: number) {
    const now = t.engine.ctx.clock.now()
    const { challenge } = await createUserChallenge(t.engine.ctx.db, {
      userId,
      type: 'demo',
      title: 'My demo',
      challengeId: null,
      paymentId: null,
      rules: {
        version: 1,
        steps: [],
        real: { maxDdDaily: '5', maxDdTotal: '10' },
        features: [],
        profitShare: '80',
        maxLeverage: 20,
        payoutIntervalDays: 14,
      },
      initialBalance: '10000',
      phase: 'demo',
      now,
      expiresAt: null,
      challengeExpiresAt: new Date(now.getTime() + 3 * DAY),
    })
    return challenge.id
  }

  it('lists the user’s challenges newest first, with their figures and rules', async () => {
    const { client, user } = await signedInClient(t)
    const empty = await client.ok(api.userChallenges.list)
    expect(empty).toEqual({
      data: [],
      meta: { current_page: 1, per_page: 15, total: 0, last_page: 1 },
    })
    const first = await buy(client, '10000', ['profit_share_90', 'no_time_limit'])
    const demo = await openDemo(user.id)
    const { data, meta } = await client.ok(api.userChallenges.list)
    expect(meta).toEqual({ current_page: 1, per_page: 15, total: 2, last_page: 1 })
    expect(data.map((c) => c.id).sort()).toEqual([first, demo].sort())
    const bought = data.find((c) => c.id === first)
    expect(bought).toMatchObject({
      title: '10K Challenge',
      type: 'challenge',
      status: 'active',
      initial_balance: '10000',
      balance: '10000',
      equity: '10000',
      pnl: '0',
      day: 1,
      current_phase: 'step1',
      condition: {
        max_daily_drawdown: '5',
        max_total_drawdown: '10',
        min_trading_days: 4,
        min_profit: '8',
        days: 0, // no time limit bought
      },
      challenge: { id: ids.bySize('10000'), title: '10K Challenge' },
      expires_at: null,
    })
    expect(bought?.features.map((f) => [f.code, f.title, f.price_percent])).toEqual([
      ['profit_share_90', '90% profit share', '20'],
      ['no_time_limit', 'No time limit', '15'],
    ])
    expect(data.find((c) => c.id === demo)).toMatchObject({
      type: 'demo',
      current_phase: 'demo',
      challenge: null,
      features: [],
      condition: { max_daily_drawdown: '0', days: 3 },
    })
  })

  it('filters by type and pages', async () => {
    const { client, user } = await signedInClient(t)
    const a = await buy(client, '5000')
    const b = await buy(client, '25000')
    await openDemo(user.id)
    const challenges = await client.ok(api.userChallenges.list, { query: { type: 'challenge' } })
    expect(challenges.meta.total).toBe(2)
    expect(challenges.data.every((c) => c.type === 'challenge')).toBe(true)
    const page2 = await client.ok(api.userChallenges.list, {
      query: { type: 'challenge', per_page: 1, page: 2 },
    })
    expect(page2.meta).toEqual({ current_page: 2, per_page: 1, total: 2, last_page: 2 })
    expect(page2.data).toHaveLength(1)
    expect([a, b]).toContain(page2.data[0]?.id)
    const bad = await client.call(api.userChallenges.list, {
      query: { type: 'gold', per_page: 500 },
    })
    expect(bad.status).toBe(422)
    expect(Object.keys((bad.body as { errors: object }).errors).sort()).toEqual([
      'per_page',
      'type',
    ])
  })

  it('shows one challenge with its steps, rules version and profit share; day follows the clock', async () => {
    const { client, user } = await signedInClient(t, {}, { language: 'fa' })
    const id = await buy(client, '50000', ['profit_share_90'])
    const shown = await client.ok(api.userChallenges.show, { params: { userChallengeId: id } })
    expect(shown.data).toMatchObject({
      id,
      title: 'چالش ۵۰ هزار دلاری',
      rules_version: 1,
      profit_share: '90',
      can_request_account: false,
      account_request: null,
      day: 1,
    })
    expect(shown.data.features[0]?.title).toBe('سهم سود ۹۰٪')
    expect(shown.data.steps).toEqual([
      expect.objectContaining({
        phase: 'step1',
        status: 'active',
        initial_balance: '50000',
        balance: '50000',
        ended_at: null,
        breach: null,
      }),
    ])
    await client.request('POST', '/test/clock/advance', { body: { seconds: 2 * 86_400 } })
    await signIn(t, client, user.id) // the fixture's session lasts an hour
    const later = await client.ok(api.userChallenges.show, { params: { userChallengeId: id } })
    expect(later.data.day).toBe(3)
  })

  it('offers the real account once every step is passed', async () => {
    const { client } = await signedInClient(t)
    const id = await buy(client, '5000')
    await t.engine.ctx.db
      .update(userChallenges)
      .set({ status: 'passed' })
      .where(eq(userChallenges.id, id))
    const shown = await client.ok(api.userChallenges.show, { params: { userChallengeId: id } })
    expect(shown.data).toMatchObject({ status: 'passed', can_request_account: true })
  })

  it('answers 404 for another user’s challenge and a missing one, 422 for a bad id, 401 for a visitor', async () => {
    const owner = await signedInClient(t)
    const id = await buy(owner.client, '5000')
    const stranger = await signedInClient(t)
    const foreign = await stranger.client.call(api.userChallenges.show, {
      params: { userChallengeId: id },
    })
    expect(foreign.status).toBe(404)
    expect(foreign.body).toEqual({ message: 'Not found.' })
    const missing = await owner.client.call(api.userChallenges.show, {
      params: { userChallengeId: 987_654 },
    })
    expect(missing.status).toBe(404)
    const bad = await owner.client.request('GET', '/v1/userChallenges/abc')
    expect(bad.status).toBe(422)
    expect((await t.client().call(api.userChallenges.list)).status).toBe(401)
    expect((await stranger.client.ok(api.userChallenges.list)).meta.total).toBe(0)
  })

  it('a catalogue title follows the reader’s language; a renamed one stays as typed', async () => {
    const { client } = await signedInClient(t, {}, { language: 'fa' })
    const id = await buy(client, '5000')
    const params = { userChallengeId: id }
    const english = { headers: { 'accept-language': 'en' } }
    const inEnglish = await client.ok(api.userChallenges.show, { params, ...english })
    expect(inEnglish.data.title).toBe('5K Challenge')
    const list = await client.ok(api.userChallenges.list, { query: {}, ...english })
    expect(list.data.find((c) => c.id === id)?.title).toBe('5K Challenge')
    const terminal = await client.ok(api.trade.snapshot, {
      params: { userChallengeId: id, coinPairCode: 'BTCUSDT' },
      ...english,
    })
    expect(terminal.data.account.title).toBe('5K Challenge')
    const inPersian = await client.ok(api.userChallenges.show, { params })
    expect(inPersian.data.title).toBe('چالش ۵ هزار دلاری')
    await client.ok(api.userChallenges.changeTitle, { params, body: { title: 'چالش من' } })
    const renamed = await client.ok(api.userChallenges.show, { params, ...english })
    expect(renamed.data.title).toBe('چالش من')
  })

  it('renames a challenge; a blank or long title is refused; another user’s is 404', async () => {
    const { client } = await signedInClient(t)
    const id = await buy(client, '10000')
    const renamed = await client.ok(api.userChallenges.changeTitle, {
      params: { userChallengeId: id },
      body: { title: '  Road to funded  ' },
    })
    expect(renamed).toMatchObject({
      data: { id, title: 'Road to funded' },
      message: 'Title changed',
      message_type: 'success',
    })
    const blank = await client.call(api.userChallenges.changeTitle, {
      params: { userChallengeId: id },
      body: { title: '   ' },
    })
    expect(blank.status).toBe(422)
    expect(blank.body).toEqual({
      message: 'Title is required',
      errors: { title: ['Title is required'] },
    })
    const long = await client.call(api.userChallenges.changeTitle, {
      params: { userChallengeId: id },
      body: { title: 'x'.repeat(61) },
    })
    expect(long.body).toMatchObject({ errors: { title: ['Title is too long'] } })
    const stranger = await signedInClient(t)
    const foreign = await stranger.client.call(api.userChallenges.changeTitle, {
      params: { userChallengeId: id },
      body: { title: 'Mine now' },
    })
    expect(foreign.status).toBe(404)
    const csrf = await client.call(api.userChallenges.changeTitle, {
      params: { userChallengeId: id },
      body: { title: 'No token' },
      withoutXsrf: true,
    })
    expect(csrf.status).toBe(419)
    const visitor = t.client()
    await visitor.startSession()
    const unauthenticated = await visitor.call(api.userChallenges.changeTitle, {
      params: { userChallengeId: id },
      body: { title: 'Visitor' },
    })
    expect(unauthenticated.status).toBe(401)
    const shown = await client.ok(api.userChallenges.show, { params: { userChallengeId: id } })
    expect(shown.data.title).toBe('Road to funded')
  })

  it('speaks Persian when renaming fails', async () => {
    const { client } = await signedInClient(t, {}, { language: 'fa' })
    const id = await buy(client, '5000')
    const blank = await client.call(api.userChallenges.changeTitle, {
      params: { userChallengeId: id },
      body: {},
    })
    expect(blank.body).toEqual({
      message: 'عنوان الزامی است',
      errors: { title: ['عنوان الزامی است'] },
    })
  })
})
