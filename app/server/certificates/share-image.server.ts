/**
 * A certificate's share image (Open Graph, 1200×630 PNG), rendered on the
 * server (docs/decisions/602): an SVG drawn from the certificate in the
 * asked language, rasterised by resvg with Vazirmatn's TTFs (Latin and
 * Persian in one family, shaped right to left). Says "Verified" only when
 * the signature holds, "Revoked" when staff revoked it.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import type { Certificate } from '#contract/certificates.ts'
import { type DisplayLocale, formatMoney, localDigits } from '#money/format.ts'
import { m } from '~/paraglide/messages'

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 }

const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vazirmatn/package.json')),
  'fonts/ttf',
)
const FONT_FILES = ['Vazirmatn-Regular.ttf', 'Vazirmatn-Bold.ttf'].map((f) => path.join(fontDir, f))

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function kindLabel(certificate: Certificate, locale: DisplayLocale): string {
  const { kind, step } = certificate.document
  if (kind === 'step_passed')
    return m.certificate_kind_step_passed({ step: localDigits(step ?? 1, locale) }, { locale })
  return kind === 'funded'
    ? m.certificate_kind_funded({}, { locale })
    : m.certificate_kind_payout({}, { locale })
}

/** The image's lines: what it is, of which program and size, for whom, and what the check found. */
export function shareImageSvg(
  certificate: Certificate,
  verified: boolean,
  locale: DisplayLocale,
): string {
  const { width, height } = SHARE_IMAGE_SIZE
  const d = certificate.document
  const rtl = locale === 'fa'
  const x = rtl ? width - 80 : 80
  const anchor = rtl ? 'end' : 'start'
  const dir = rtl ? ' direction="rtl"' : ''
  const text = (y: number, size: number, fill: string, value: string, bold = false) =>
    `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}" text-anchor="${anchor}"${dir}${bold ? ' font-weight="700"' : ''}>${escapeXml(value)}</text>`
  const revoked = certificate.revoked_at !== null
  const status = revoked
    ? [m.certificate_revoked({}, { locale }), '#f87171']
    : verified
      ? [m.certificate_verified({}, { locale }), '#4ade80']
      : [m.certificate_not_verified({}, { locale }), '#f87171']
  const facts = [d.program, formatMoney(d.account_size, locale)]
  const payout = d.payout
    ? `${m.certificate_amount({}, { locale })}: ${formatMoney(d.payout.amount, locale)} · ${d.payout.network}`
    : null
  const lines = [
    text(120, 40, '#94a3b8', m.app_name({}, { locale }), true),
    text(250, 84, '#f8fafc', kindLabel(certificate, locale), true),
    text(330, 44, '#e2e8f0', facts.join(' · ')),
    payout ? text(395, 40, '#e2e8f0', payout) : '',
    d.trader ? text(payout ? 455 : 395, 36, '#cbd5e1', d.trader) : '',
    text(560, 44, status[1] ?? '#f87171', status[0] ?? '', true),
  ]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Vazirmatn"><rect width="${width}" height="${height}" fill="#0b0f17"/><rect x="0" y="0" width="${width}" height="12" fill="${status[1]}"/>${lines.join('')}</svg>`
}

export function shareImagePng(
  certificate: Certificate,
  verified: boolean,
  locale: DisplayLocale,
): Buffer {
  const svg = shareImageSvg(certificate, verified, locale)
  const image = new Resvg(svg, {
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'Vazirmatn' },
  })
  return image.render().asPng()
}
