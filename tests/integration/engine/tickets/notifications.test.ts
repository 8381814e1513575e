import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { notifications } from '../../../../engine/db/schema/index.ts'
import { afterCommit, transaction } from '../../../../engine/db/transaction.ts'
import type { BroadcastEvent } from '../../../../engine/events.ts'
import { addTranslations } from '../../../../engine/i18n.ts'
import { notify } from '../../../../engine/notifications/notify.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, type TestEngine } from '../harness.ts'
import { startSupportEngine } from './support-fixtures.ts'

const endpoints = api.notifications

const BREACH = {
  title: 'Challenge failed',
  body: '{title} broke the daily drawdown limit at equity {equity} USDT.',
}
addTranslations('fa', {
  [BREACH.title]: 'چالش ناموفق شد',
  [BREACH.body]: '{title} در اکوئیتی {equity} USDT از حد افت روزانه عبور کرد.',
})

describe.each(databaseKinds)('notifications on %s', (kind) => {
  let t: TestEngine
  const events: BroadcastEvent[] = []

  beforeAll(async () => {
    t = await startSupportEngine(kind)
    t.engine.ctx.events.subscribe((event) => events.push(event))
  })
  afterAll(async () => {
    await t.close()
  })

  async function breach(userId: number, n: number) {
    await transaction(t.engine.ctx, async (tx) => {
      await notify(t.engine.ctx, tx, {
        userId,
        type: 'breach',
        ...BREACH,
        params: { title: `Challenge #${n}`, equity: '9499.50' },
        link: `/challenges/${n}`,
      })
    })
  }

  async function storedFor(userId: number) {
    const [row] = await t.engine.ctx.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.userId, userId))
    return row?.n
  }

  it('answers 401 without a session and 419 without the XSRF header', async () => {
    const guest = t.client()
    await guest.startSession()
    for (const endpoint of Object.values(endpoints)) {
      const result = await guest.call(endpoint, { params: { notificationId: 1 } })
      expect(result.status, endpoint.path).toBe(401)
    }
    const { client } = await signedInClient(t)
    for (const endpoint of [endpoints.markAllRead, endpoints.markRead, endpoints.markUnread]) {
      const result = await client.call(endpoint, {
        params: { notificationId: 1 },
        withoutXsrf: true,
      })
      expect(result.status, endpoint.path).toBe(419)
    }
  })

  it('publishes after commit, and neither stores nor publishes when the work rolls back', async () => {
    const { user } = await signedInClient(t)
    events.length = 0
    const seenInside: number[] = []
    await transaction(t.engine.ctx, async (tx) => {
      await notify(t.engine.ctx, tx, { userId: user.id, type: 'breach', ...BREACH, params: {} })
      seenInside.push(events.length)
    })
    expect(seenInside).toEqual([0])
    expect(events.map((e) => [e.channel, e.event])).toEqual([
      [`private-user.${user.id}`, 'notification'],
    ])

    events.length = 0
    await expect(
      transaction(t.engine.ctx, async (tx) => {
        await notify(t.engine.ctx, tx, { userId: user.id, type: 'breach', ...BREACH, params: {} })
        throw new Error('the fill failed')
      }),
    ).rejects.toThrow('the fill failed')
    expect(events).toEqual([])
    expect(await storedFor(user.id)).toBe(1)

    await expect(
      t.engine.ctx.db.transaction(async (tx) => {
        await notify(t.engine.ctx, tx, { userId: user.id, type: 'breach', ...BREACH, params: {} })
      }),
    ).rejects.toThrow(/transaction\(\)/)
    expect(await storedFor(user.id)).toBe(1)

    const hooks: string[] = []
    afterCommit(t.engine.ctx, t.engine.ctx.db, () => {
      hooks.push('ran')
    })
    expect(hooks).toEqual(['ran'])
  })

  it('lists newest first with the unread count, in the reader’s language', async () => {
    const { user, client } = await signedInClient(t)
    for (let n = 1; n <= 12; n++) await breach(user.id, n)
    const other = await signedInClient(t)
    await breach(other.user.id, 99)

    const page = await client.ok(endpoints.list, { query: { per_page: 5, page: 1 } })
    expect(page.meta).toEqual({ current_page: 1, per_page: 5, total: 12, last_page: 3, unread: 12 })
    expect(page.data.map((x) => x.link)).toEqual([
      '/challenges/12',
      '/challenges/11',
      '/challenges/10',
      '/challenges/9',
      '/challenges/8',
    ])
    expect(page.data[0]).toMatchObject({
      type: 'breach',
      title: 'Challenge failed',
      // Amounts as the pages show them (decision 421): grouped, two places.
      body: 'Challenge #12 broke the daily drawdown limit at equity 9,499.50 USDT.',
      status: 'unread',
    })
    const last = await client.ok(endpoints.list, { query: { per_page: 5, page: 3 } })
    expect(last.data.map((x) => x.link)).toEqual(['/challenges/2', '/challenges/1'])

    const recent = await client.ok(endpoints.recent)
    expect(recent.data).toHaveLength(10)
    expect(recent.data[0]?.link).toBe('/challenges/12')
    expect(recent.meta).toEqual({ unread: 12 })

    const persian = t.client({ language: 'fa' })
    persian.cookies.set('proptrade_session', client.cookies.get('proptrade_session') ?? '')
    persian.cookies.set('XSRF-TOKEN', client.cookies.get('XSRF-TOKEN') ?? '')
    const fa = await persian.ok(endpoints.recent)
    expect(fa.data[0]).toMatchObject({
      title: 'چالش ناموفق شد',
      // …in the reader's digits; the name, free text, stays as typed.
      body: 'Challenge #12 در اکوئیتی ۹٬۴۹۹٫۵۰ USDT از حد افت روزانه عبور کرد.',
    })
  })

  it('marks one read and unread, all read, and 404s on someone else’s', async () => {
    const { user, client } = await signedInClient(t)
    for (let n = 1; n <= 3; n++) await breach(user.id, n)
    const other = await signedInClient(t)
    await breach(other.user.id, 7)
    const foreignId = (await other.client.ok(endpoints.recent)).data[0]?.id ?? 0
    const [newest, middle] = (await client.ok(endpoints.recent)).data

    const read = await client.ok(endpoints.markRead, {
      params: { notificationId: middle?.id ?? 0 },
    })
    expect(read.data).toMatchObject({ id: middle?.id, status: 'read' })
    expect((await client.ok(endpoints.recent)).meta.unread).toBe(2)
    const [row] = await t.engine.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, middle?.id ?? 0))
    const firstReadAt = row?.readAt
    await client.ok(endpoints.markRead, { params: { notificationId: middle?.id ?? 0 } })
    const [again] = await t.engine.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, middle?.id ?? 0))
    expect(again?.readAt).toEqual(firstReadAt)

    const unread = await client.ok(endpoints.markUnread, {
      params: { notificationId: middle?.id ?? 0 },
    })
    expect(unread.data.status).toBe('unread')
    expect((await client.ok(endpoints.recent)).meta.unread).toBe(3)

    for (const endpoint of [endpoints.markRead, endpoints.markUnread]) {
      const result = await client.call(endpoint, { params: { notificationId: foreignId } })
      expect(result.status).toBe(404)
      expect(result.body).toEqual({ message: 'No notification found.' })
      const bad = await client.call(endpoint, { params: { notificationId: 'abc' } })
      expect(bad.status).toBe(422)
    }
    expect((await other.client.ok(endpoints.recent)).data[0]?.status).toBe('unread')

    const all = await client.ok(endpoints.markAllRead)
    expect(all).toEqual({
      message: 'All notifications are marked as read.',
      message_type: 'success',
    })
    const after = await client.ok(endpoints.list)
    expect(after.meta.unread).toBe(0)
    expect(after.data.every((x) => x.status === 'read')).toBe(true)
    expect(after.data[0]?.id).toBe(newest?.id)
    expect((await other.client.ok(endpoints.recent)).meta.unread).toBe(1)
  })
})
