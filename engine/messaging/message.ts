/** A message to a person, by mail or SMS, already written in their language. */
import type { Locale } from '../i18n.ts'

export type Channel = 'mail' | 'sms'

export interface OutgoingMessage {
  channel: Channel
  /** An e-mail address or a phone number. */
  to: string
  /** Mail only. */
  subject: string | null
  text: string
  locale: Locale
}

/** Something that delivers messages of one channel (SMTP, an SMS gateway). */
export interface Transport {
  readonly name: string
  deliver(message: OutgoingMessage): Promise<void>
  close?(): void
}
