/**
 * Tickets and notifications under load, over real HTTP on loopback: the
 * engine served by @hono/node-server on port 9611, one client, sequential
 * requests (latency, not throughput), bounded loops.
 *
 *   node bench/engine-support.ts            # PGlite file under a temp DATA_DIR
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test BENCH_DB=postgres node bench/engine-support.ts
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { eq } from 'drizzle-orm'
import { newToken } from '../engine/accounts/sessions.ts'
import { bootEngine } from '../engine/boot.ts'
import { createUserChallenge } from '../engine/challenges/create-user-challenge.ts'
import { parseEngineConfig } from '../engine/config.ts'
import { openPglite } from '../engine/db/client.ts'
import { notifications, sessions, users } from '../engine/db/schema/index.ts'
import { openTestDatabase } from '../tests/support/databases.ts'

const PORT = Number(process.env.BENCH_PORT ?? 9611)
const kind = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite'
const dataDir = mkdtempSync(path.join(tmpdir(), 'proptrade-bench-support-'))
const database =
  kind === 'postgres'
    ? await openTestDatabase('postgres')
    : await openPglite(path.join(dataDir, 'engine.pglite'))
const config = parseEngineConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'error',
  MARKET_FEED: 'manual',
  DATA_DIR: dataDir,
  ENGINE_PORT: String(PORT),
})
const engine = await bootEngine(config, { database })
const server = serve({ fetch: engine.app.fetch, hostname: '127.0.0.1', port: PORT })
const base = `http://127.0.0.1:${PORT}`
const { db, clock } = engine.ctx

async function signedIn(role: 'trader' | 'support' = 'trader') {
  const now = clock.now()
  const [user] = await db
    .insert(users)
    .values({
      email: `bench-${randomBytes(4).toString('hex')}@example.test`,
      referralCode: randomBytes(4).toString('hex'),
      role,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  if (!user) throw new Error('no user')
  const id = newToken()
  const csrf = newToken()
  await db.insert(sessions).values({
    id,
    userId: user.id,
    csrfToken: csrf,
    createdAt: now,
    lastActivity: now,
    expiresAt: new Date(now.getTime() + 86_400_000),
  })
  const headers = { cookie: `proptrade_session=${id}; XSRF-TOKEN=${csrf}`, 'x-xsrf-token': csrf }
  return { user, headers }
}

const PNG_HEAD = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
function megabytePng(): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(1024 * 1024)
  bytes.set(randomBytes(bytes.length))
  bytes.set(PNG_HEAD)
  return bytes
}

async function timed(
  n: number,
  run: (i: number) => Promise<Response>,
): Promise<{ p50: number; p99: number }> {
  const times: number[] = []
  for (let i = 0; i < n; i++) {
    const start = performance.now()
    const response = await run(i)
    await response.arrayBuffer()
    times.push(performance.now() - start)
    if (!response.ok) throw new Error(`request ${i} answered ${response.status}`)
  }
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0
  return { p50: at(0.5), p99: at(0.99) }
}

const results: Array<[string, { p50: number; p99: number }]> = []
try {
  const trader = await signedIn()
  const { challenge } = await createUserChallenge(db, {
    userId: trader.user.id,
    type: 'challenge',
    title: 'Bench challenge',
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
    phase: 'step1',
    now: clock.now(),
    expiresAt: null,
  })
  const typeId = 1
  const ticketForm = (files: Uint8Array<ArrayBuffer>[]) => {
    const data = new FormData()
    data.append('type_id', String(typeId))
    data.append('user_challenge_id', String(challenge.id))
    data.append('subject', 'Bench ticket')
    data.append('description', 'Measuring.')
    files.forEach((bytes, i) => {
      data.append('attachments[]', new File([bytes], `shot-${i}.png`))
    })
    return data
  }
  const post = (url: string, body: FormData) =>
    fetch(`${base}${url}`, { method: 'POST', headers: trader.headers, body })
  const get = (url: string, headers = trader.headers) => fetch(`${base}${url}`, { headers })

  results.push([
    'POST /v1/tickets, no attachment',
    await timed(200, () => post('/v1/tickets', ticketForm([]))),
  ])
  const five = Array.from({ length: 5 }, megabytePng)
  results.push([
    'POST /v1/tickets, 5 × 1 MB attachments',
    await timed(30, () => post('/v1/tickets', ticketForm(five))),
  ])
  results.push([
    'GET /v1/tickets (230 tickets, page of 15)',
    await timed(300, () => get('/v1/tickets')),
  ])

  // A ticket with a long thread: 20 messages, 10 attachments.
  const staff = await signedIn('support')
  const ticketId = (await (await post('/v1/tickets', ticketForm([PNG_HEAD]))).json()).data.id
  for (let i = 0; i < 20; i++) {
    const data = new FormData()
    data.append('content', `Message ${i}`)
    if (i % 2 === 0) data.append('attachments[]', new File([PNG_HEAD], `m${i}.png`))
    const who = i % 2 === 0 ? staff.headers : trader.headers
    const url = i % 2 === 0 ? `/v1/staff/tickets/${ticketId}/reply` : `/v1/tickets/${ticketId}`
    const r = await fetch(`${base}${url}`, { method: 'POST', headers: who, body: data })
    if (!r.ok) throw new Error(`reply answered ${r.status}`)
  }
  results.push([
    'GET /v1/tickets/{id} (20 messages, 11 attachments)',
    await timed(300, () => get(`/v1/tickets/${ticketId}`)),
  ])

  const link = (
    await (
      await get(
        `/v1/tickets/${ticketId}/attachments/${(await (await get(`/v1/tickets/${ticketId}`)).json()).data.attachments[0].id}/link`,
      )
    ).json()
  ).data.url as string
  const bigTicket = (await (await post('/v1/tickets', ticketForm([megabytePng()]))).json()).data
  const bigLink = (
    await (
      await get(`/v1/tickets/${bigTicket.id}/attachments/${bigTicket.attachments[0].id}/link`)
    ).json()
  ).data.url as string
  const local = (url: string) => url.replace(config.ENGINE_PUBLIC_URL, base)
  results.push(['GET signed link, 67 B image', await timed(300, () => fetch(local(link)))])
  results.push(['GET signed link, 1 MB image', await timed(100, () => fetch(local(bigLink)))])

  // 10 000 notifications, half unread.
  const reader = await signedIn()
  const now = clock.now()
  for (let chunk = 0; chunk < 10; chunk++) {
    await db.insert(notifications).values(
      Array.from({ length: 1000 }, (_, i) => ({
        userId: reader.user.id,
        type: 'ticket_answered' as const,
        title: 'Your ticket was answered',
        body: 'Support replied to “{subject}”.',
        params: { subject: `Ticket ${chunk * 1000 + i}` },
        link: '/tickets/1',
        readAt: (chunk * 1000 + i) % 2 === 0 ? now : null,
        createdAt: now,
      })),
    )
  }
  results.push([
    'GET /v1/notifications/recent (10 000 rows, 5 000 unread)',
    await timed(300, () => get('/v1/notifications/recent', reader.headers)),
  ])
  results.push([
    'GET /v1/notifications?page=300 (10 000 rows)',
    await timed(300, () => get('/v1/notifications?page=300', reader.headers)),
  ])
  const ids = (
    await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, reader.user.id))
      .limit(300)
  ).map((row) => row.id)
  results.push([
    'POST /v1/notifications/{id}/markAsRead',
    await timed(ids.length, (i) =>
      fetch(`${base}/v1/notifications/${ids[i]}/markAsRead`, {
        method: 'POST',
        headers: reader.headers,
      }),
    ),
  ])
} finally {
  server.close()
  await engine.close()
  await database.close()
  rmSync(dataDir, { recursive: true, force: true })
}

console.log(`database: ${kind}`)
console.log('| Call | p50 | p99 |')
console.log('| --- | --- | --- |')
for (const [name, { p50, p99 }] of results) {
  console.log(`| ${name} | ${p50.toFixed(1)} ms | ${p99.toFixed(1)} ms |`)
}
