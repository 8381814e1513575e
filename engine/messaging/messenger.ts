/**
 * Sends mail and SMS. Outside production every message is also written to
 * the outbox table (GET /dev/outbox), so a person trying the product and
 * the tests can read their codes. Delivery runs after the request, with a
 * few retries, as a queued mail would: a slow SMTP server never slows an
 * answer, and the answer is the same whether or not a message went out.
 */
import type { Clock } from '../clock.ts'
import type { EngineConfig } from '../config.ts'
import type { Db } from '../db/client.ts'
import { outbox } from '../db/schema/index.ts'
import type { Logger } from '../logger.ts'
import type { Channel, OutgoingMessage, Transport } from './message.ts'
import { smsWebhookTransport } from './sms-webhook.ts'
import { smtpTransport } from './smtp-transport.ts'

export const DEFAULT_RETRY_DELAYS_MS = [2_000, 15_000, 60_000]

export interface MessengerOptions {
  db: Db
  clock: Clock
  log: Logger
  /** Write every message to the outbox table (not in production). */
  keepOutbox: boolean
  transports: Partial<Record<Channel, Transport>>
  /** Waits before the 2nd, 3rd, … attempt. */
  retryDelaysMs?: number[]
}

export class Messenger {
  private readonly options: MessengerOptions
  private readonly retryDelaysMs: number[]
  private readonly inFlight = new Set<Promise<void>>()
  private readonly timers = new Set<NodeJS.Timeout>()
  private closed = false

  constructor(options: MessengerOptions) {
    this.options = options
    this.retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS
  }

  /** Records the message (outbox) and queues its delivery. */
  async send(message: OutgoingMessage): Promise<void> {
    if (this.options.keepOutbox) {
      await this.options.db.insert(outbox).values({
        channel: message.channel,
        to: message.to,
        subject: message.subject,
        body: message.text,
        createdAt: this.options.clock.now(),
      })
    }
    const transport = this.options.transports[message.channel]
    if (transport && !this.closed) this.attempt(transport, message, 0)
  }

  /** Resolves once no delivery is under way or waiting for a retry. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0 || this.timers.size > 0) {
      if (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight])
      else await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }

  /** Stops retrying; deliveries under way finish. */
  async close(): Promise<void> {
    this.closed = true
    if (this.timers.size > 0) {
      this.options.log.warn('messages dropped at shutdown while waiting for a retry', {
        count: this.timers.size,
      })
    }
    for (const timer of this.timers) clearTimeout(timer)
    this.timers.clear()
    await Promise.allSettled([...this.inFlight])
    for (const transport of Object.values(this.options.transports)) transport?.close?.()
  }

  private attempt(transport: Transport, message: OutgoingMessage, failures: number): void {
    const run = transport.deliver(message).then(
      () => undefined,
      (error: unknown) => {
        const delay = this.retryDelaysMs[failures]
        const fields = { transport: transport.name, to: message.to, attempt: failures + 1, error }
        if (delay === undefined || this.closed) {
          this.options.log.error('message not delivered, giving up', fields)
          return
        }
        this.options.log.warn(`message not delivered, retrying in ${delay} ms`, fields)
        const timer = setTimeout(() => {
          this.timers.delete(timer)
          if (!this.closed) this.attempt(transport, message, failures + 1)
        }, delay)
        timer.unref()
        this.timers.add(timer)
      },
    )
    this.inFlight.add(run)
    void run.finally(() => this.inFlight.delete(run))
  }
}

export function createMessenger(
  config: EngineConfig,
  deps: { db: Db; clock: Clock; log: Logger },
): Messenger {
  const production = config.NODE_ENV === 'production'
  const transports: Partial<Record<Channel, Transport>> = {}
  if (config.SMTP_URL) transports.mail = smtpTransport(config.SMTP_URL, config.MAIL_FROM)
  if (config.SMS_WEBHOOK_URL) {
    transports.sms = smsWebhookTransport(config.SMS_WEBHOOK_URL, config.SMS_WEBHOOK_TOKEN)
  }
  if (production && !transports.mail) {
    deps.log.warn('SMTP_URL is unset: mail (codes, password resets) is not delivered')
  }
  if (production && !transports.sms) {
    deps.log.warn('SMS_WEBHOOK_URL is unset: SMS (phone codes) is not delivered')
  }
  return new Messenger({ ...deps, keepOutbox: !production, transports })
}
