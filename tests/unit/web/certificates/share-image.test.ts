/**
 * The share image (docs/decisions/602): a 1200×630 PNG drawn in either
 * language; "Verified" only with a holding signature, "Revoked" over it;
 * what the certificate holds is escaped into the SVG, never markup.
 */
import { describe, expect, it } from 'vitest'
import type { Certificate } from '#contract/certificates.ts'
import { shareImagePng, shareImageSvg } from '~/server/certificates/share-image.server'

const certificate: Certificate = {
  public_id: 'kf2rKNnPiuVQCjQOb4KpTw',
  kind: 'payout',
  document: {
    type: 'proptrade.certificate',
    version: 1,
    id: 'kf2rKNnPiuVQCjQOb4KpTw',
    kind: 'payout',
    issuer: 'https://app.proptrade.test',
    issued_at: '2026-11-28T10:00:00.000Z',
    trader: 'S. A.',
    program: 'Real <10K> & co',
    account_size: '10000.00',
    currency: 'USDT',
    step: null,
    date: '2026-11-28T09:00:00.000Z',
    payout: { amount: '250.00', network: 'TRC20', tx_hash: 'ab'.repeat(32) },
  },
  canonical: '{}',
  signature: 'x',
  key_id: '0123456789abcdef',
  algorithm: 'Ed25519',
  issued_at: '2026-11-28T10:00:00.000Z',
  public: true,
  name_display: 'initials',
  owned: false,
  revocable: false,
  revoked_at: null,
  revoked_reason: null,
  explorer_url: null,
}

describe('the share image', () => {
  it('says Verified only when the signature holds, Revoked when revoked, and escapes what it shows', () => {
    const verified = shareImageSvg(certificate, true, 'en')
    expect(verified).toContain('>Verified<')
    expect(verified).toContain('Real &#60;10K&#62; &#38; co · 10,000.00 USDT')
    expect(verified).toContain('Amount: 250.00 USDT · TRC20')
    expect(shareImageSvg(certificate, false, 'en')).toContain('Not verified')
    const revoked = { ...certificate, revoked_at: '2026-11-29T00:00:00.000Z' }
    expect(shareImageSvg(revoked, true, 'en')).toContain('Revoked')
    expect(shareImageSvg(revoked, true, 'en')).not.toContain('Verified')
    const fa = shareImageSvg(certificate, true, 'fa')
    expect(fa).toContain('direction="rtl"')
    expect(fa).toContain('تأییدشده')
    expect(fa).toContain('۲۵۰٫۰۰')
  })

  it('is a 1200×630 PNG in both languages', () => {
    for (const locale of ['en', 'fa'] as const) {
      const png = shareImagePng(certificate, true, locale)
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG')
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
      // Text drawn: a blank canvas of this size compresses to a few kilobytes.
      expect(png.length).toBeGreaterThan(15_000)
    }
  })
})
