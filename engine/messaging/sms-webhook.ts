/**
 * SMS through an HTTP gateway: POST {to, text} as JSON to SMS_WEBHOOK_URL,
 * with a bearer token when SMS_WEBHOOK_TOKEN is set. Any 2xx is delivered.
 * Another gateway is another Transport with the same shape.
 */
import type { OutgoingMessage, Transport } from './message.ts'

const TIMEOUT_MS = 10_000

export function smsWebhookTransport(url: string, token: string | undefined): Transport {
  return {
    name: 'sms-webhook',
    async deliver(message: OutgoingMessage) {
      const headers: Record<string, string> = { 'content-type': 'application/json' }
      if (token) headers.authorization = `Bearer ${token}`
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: message.to, text: message.text, locale: message.locale }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      // Drain the body so the connection can be reused.
      const answer = await response.text()
      if (!response.ok) {
        throw new Error(`SMS gateway answered ${response.status}: ${answer.slice(0, 200)}`)
      }
    },
  }
}
