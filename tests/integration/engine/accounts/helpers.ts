/** Shared steps of the accounts tests: sign up through the API, read the dev outbox. */
import { expect } from 'vitest'
import { api } from '#contract/index.ts'
import type { TestClient, TestEngine } from '../harness.ts'

export const PASSWORD = 'correct horse 42'

let counter = 0
/** A fresh address per call (files share nothing, but tests in a file do). */
export function freshEmail(label = 'user'): string {
  counter++
  return `${label}-${process.pid}-${counter}-${Math.floor(Math.random() * 1e6)}@example.test`
}

/** A browser-like client that has asked for its session, as the web does first. */
export async function guest(
  t: TestEngine,
  options: Parameters<TestEngine['client']>[0] = {},
): Promise<TestClient> {
  const client = t.client(options)
  await client.startSession()
  return client
}

/** Signs up through POST /v1/auth/register; the client is then signed in. */
export async function registered(
  t: TestEngine,
  fields: { email?: string; password?: string; referral?: string; language?: 'en' | 'fa' } = {},
) {
  const client = await guest(t, { language: fields.language ?? 'en' })
  const email = fields.email ?? freshEmail()
  const password = fields.password ?? PASSWORD
  const answer = await client.ok(api.auth.register, {
    body: { email, password, password_confirmation: password, referral: fields.referral },
  })
  return { client, user: answer.data.user, email, password }
}

export interface OutboxMessage {
  id: number
  channel: 'mail' | 'sms'
  to: string
  subject: string | null
  body: string
}

/** Messages to `to`, newest first, read over HTTP from GET /dev/outbox. */
export async function outboxTo(t: TestEngine, to: string): Promise<OutboxMessage[]> {
  const result = await t.client().request('GET', '/dev/outbox', { query: { to } })
  expect(result.status).toBe(200)
  return (result.body as { data: OutboxMessage[] }).data
}

/** The 5-digit code of the newest message to `to`. */
export async function lastCodeTo(t: TestEngine, to: string): Promise<string> {
  const [message] = await outboxTo(t, to)
  if (!message) throw new Error(`no message to ${to}`)
  const code = /\b(\d{5})\b/.exec(message.body)?.[1]
  if (!code) throw new Error(`no code in: ${message.body}`)
  return code
}

/** Moves the engine's test clock forward (and runs its jobs), as /test/clock/advance does. */
export async function advance(t: TestEngine, seconds: number): Promise<void> {
  const result = await t.client().request('POST', '/test/clock/advance', { body: { seconds } })
  expect(result.status).toBe(200)
}

/** A code that is surely not `code`. */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 100_000).padStart(5, '0')
}
