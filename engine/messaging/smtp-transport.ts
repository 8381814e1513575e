/** Mail through SMTP (nodemailer), plain text with an HTML twin that sets the direction. */
import nodemailer from 'nodemailer'
import type { OutgoingMessage, Transport } from './message.ts'

export function smtpTransport(url: string, from: string): Transport {
  const transporter = nodemailer.createTransport(url)
  return {
    name: 'smtp',
    async deliver(message: OutgoingMessage) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject ?? '',
        text: message.text,
        html: htmlOf(message),
        headers: { 'Content-Language': message.locale },
      })
    },
    close: () => transporter.close(),
  }
}

/** Persian reads right to left; plain text cannot say so, the HTML part does. */
function htmlOf(message: OutgoingMessage): string {
  const dir = message.locale === 'fa' ? 'rtl' : 'ltr'
  const paragraphs = message.text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`)
    .join('')
  return `<!doctype html><html lang="${message.locale}" dir="${dir}"><body style="font-family:system-ui,Tahoma,sans-serif;font-size:15px;line-height:1.6">${paragraphs}</body></html>`
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
}
