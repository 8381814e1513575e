/**
 * Outgoing messages over the real transports: mail through SMTP to a local
 * SMTP server, SMS through the webhook gateway to a local HTTP endpoint.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { createLogger } from '../../../../engine/logger.ts'
import { Messenger } from '../../../../engine/messaging/messenger.ts'
import { smsWebhookTransport } from '../../../../engine/messaging/sms-webhook.ts'
import { SmtpSink } from '../../../support/smtp-sink.ts'
import { WebhookSink } from '../../../support/webhook-sink.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { guest, lastCodeTo, outboxTo, registered } from './helpers.ts'

/** Undoes SMTP's quoted-printable soft breaks and escapes, enough to read a body. */
const readable = (raw: string) =>
  raw
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))

describe.each(databaseKinds)('mail and SMS delivery on %s', (kind) => {
  let t: TestEngine
  const smtp = new SmtpSink()
  const gateway = new WebhookSink()
  beforeAll(async () => {
    const smtpUrl = await smtp.start()
    await gateway.start()
    t = await startTestEngine(kind, {
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'PropTrade <no-reply@proptrade.test>',
      SMS_WEBHOOK_URL: `${gateway.origin}/sms`,
      SMS_WEBHOOK_TOKEN: 'gateway-token',
    })
  })
  afterAll(async () => {
    await t.close()
    await smtp.stop()
    await gateway.stop()
  })

  it('mails the reset code through SMTP, and keeps a copy in the dev outbox', async () => {
    const { email } = await registered(t)
    const before = smtp.received.length
    await (await guest(t)).ok(api.auth.forgotPassword, { body: { email } })
    const code = await lastCodeTo(t, email)
    const mail = (await smtp.waitFor(before + 1))[before]
    expect(mail?.from).toBe('no-reply@proptrade.test')
    expect(mail?.to).toEqual([email])
    const raw = readable(mail?.data ?? '')
    expect(raw).toContain(`Subject: Your PropTrade password reset code: ${code}`)
    expect(raw).toContain('Content-Language: en')
    expect(raw).toContain(`\r\n${code}\r\n`)
    expect(await outboxTo(t, email)).toHaveLength(1)
  })

  it('marks a Persian mail as Persian and right to left', async () => {
    const { client, email } = await registered(t, { language: 'fa' })
    const before = smtp.received.length
    await client.ok(api.user.requestEmailVerification, { body: {} })
    const raw = readable((await smtp.waitFor(before + 1))[before]?.data ?? '')
    expect(raw).toContain('Content-Language: fa')
    expect(raw).toContain('dir="rtl"')
    expect(raw).toContain(await lastCodeTo(t, email))
  })

  it('texts the phone code through the webhook with its bearer token', async () => {
    const { client } = await registered(t)
    const phone = '+989125550101'
    const before = gateway.received.length
    await client.ok(api.user.requestPhoneVerification, { body: { phone } })
    const code = await lastCodeTo(t, phone)
    const request = (await gateway.waitFor(before + 1))[before]
    expect(request?.path).toBe('/sms')
    expect(request?.headers.authorization).toBe('Bearer gateway-token')
    expect(request?.headers['content-type']).toBe('application/json')
    expect(JSON.parse(request?.body ?? '{}')).toEqual({
      to: phone,
      text: `PropTrade: your verification code is ${code}. It is valid for 10 minutes. Do not share it with anyone.`,
      locale: 'en',
    })
  })
})

describe('delivery retries', () => {
  const gateway = new WebhookSink()
  beforeAll(() => gateway.start())
  afterAll(() => gateway.stop())

  const notifier = (lines: string[]) =>
    new Messenger({
      // No outbox here: only the transport is under test.
      db: undefined as never,
      clock: { now: () => new Date() },
      log: createLogger('warn', (line) => lines.push(line)),
      keepOutbox: false,
      transports: { sms: smsWebhookTransport(`${gateway.origin}/sms`, undefined) },
      retryDelaysMs: [20, 20],
    })
  const message = {
    channel: 'sms' as const,
    to: '+989120001111',
    subject: null,
    text: 'hi',
    locale: 'en' as const,
  }

  it('retries a failed delivery until the gateway takes it', async () => {
    const lines: string[] = []
    const sms = notifier(lines)
    gateway.statuses = [503, 500]
    const before = gateway.received.length
    await sms.send(message)
    await sms.idle()
    expect(gateway.received.length - before).toBe(3)
    expect(lines.filter((l) => l.includes('retrying'))).toHaveLength(2)
    expect(lines.some((l) => l.includes('giving up'))).toBe(false)
  })

  it('gives up after the last retry, and says so in the log', async () => {
    const lines: string[] = []
    const sms = notifier(lines)
    gateway.statuses = [500, 500, 500]
    const before = gateway.received.length
    await sms.send(message)
    await sms.idle()
    expect(gateway.received.length - before).toBe(3)
    expect(lines.some((l) => l.includes('giving up') && l.includes('answered 500'))).toBe(true)
    await sms.close()
  })
})
