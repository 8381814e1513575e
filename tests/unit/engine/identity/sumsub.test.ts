/**
 * Sumsub's signatures (vectors computed apart with `openssl dgst -hmac`),
 * the name comparison's invariants, and the configuration's rule: the
 * three keys or none, production refusing a part without naming a value.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseEngineConfig } from '../../../../engine/config.ts'
import { namesMatch, nameWords } from '../../../../engine/core/identity/names.ts'
import { sumsubConfigured } from '../../../../engine/identity/sumsub-client.ts'
import {
  payloadDigest,
  requestSignature,
  verifyPayloadDigest,
} from '../../../../engine/identity/sumsub-signing.ts'

const BODY = '{"applicantId":"5cb56e8e0a975a35f333cb83","type":"applicantReviewed"}'
const SHA256 = '64fb5bbbf0e22c666b5922c9968dbd40880c433cee5b565899c850f369155dbe'
const SHA512 =
  'd439fb65337cedc97f9ebc2205e8ae8226b48e7b897d4e8865d1fa8387661ee5a9cedbe35276f91b8f4733ca0f7714caf6a0f165ea7a23eabb75cb05a14cb104'

describe('Sumsub signatures', () => {
  it('signs ts + METHOD + path with query + body, lowercase hex', () => {
    expect(
      requestSignature(
        'standin-secret-key',
        1607551635,
        'post',
        '/resources/applicants?levelName=basic-kyc-level',
        '{"externalUserId":"proptrade-user-7"}',
      ),
    ).toBe('fd356199f77d24fe7366e6f21e0b22d700ea16fad985811a997a27f023c0cc8f')
  })

  it('believes a webhook digest under the algorithm it names, and nothing else', () => {
    expect(payloadDigest('webhook-secret', BODY)).toBe(SHA256)
    expect(payloadDigest('webhook-secret', BODY, 'HMAC_SHA512_HEX')).toBe(SHA512)
    expect(verifyPayloadDigest('webhook-secret', BODY, SHA256, 'HMAC_SHA256_HEX')).toBe(true)
    expect(verifyPayloadDigest('webhook-secret', BODY, SHA512, 'HMAC_SHA512_HEX')).toBe(true)
    expect(
      verifyPayloadDigest('webhook-secret', BODY, SHA256.toUpperCase(), 'HMAC_SHA256_HEX'),
    ).toBe(true)
    // The wrong algorithm, none named, an unknown one, another secret, another body, no digest.
    expect(verifyPayloadDigest('webhook-secret', BODY, SHA256, 'HMAC_SHA512_HEX')).toBe(false)
    expect(verifyPayloadDigest('webhook-secret', BODY, SHA256, undefined)).toBe(false)
    expect(verifyPayloadDigest('webhook-secret', BODY, SHA256, 'MD5_HEX')).toBe(false)
    expect(verifyPayloadDigest('other-secret', BODY, SHA256, 'HMAC_SHA256_HEX')).toBe(false)
    expect(verifyPayloadDigest('webhook-secret', `${BODY} `, SHA256, 'HMAC_SHA256_HEX')).toBe(false)
    expect(verifyPayloadDigest('webhook-secret', BODY, undefined, 'HMAC_SHA256_HEX')).toBe(false)
    expect(verifyPayloadDigest('', BODY, payloadDigest('', BODY), 'HMAC_SHA256_HEX')).toBe(false)
  })
})

describe('confirmed name against the locked English name', () => {
  it('matches whatever the case, accents, spacing or hyphens; not another name', () => {
    const profile = { first: 'Sara', last: 'Ahmadi-Rad' }
    expect(namesMatch(profile, { first: 'SARA', last: 'AHMADI RAD' })).toBe(true)
    expect(namesMatch(profile, { first: 'Sára  ', last: 'ahmadi-rad' })).toBe(true)
    expect(
      namesMatch(
        { first: 'Sara Maryam', last: 'Ahmadi' },
        { first: 'Sara', last: 'Maryam Ahmadi' },
      ),
    ).toBe(true)
    expect(namesMatch(profile, { first: 'Reza', last: 'Ahmadi-Rad' })).toBe(false)
    expect(namesMatch(profile, { first: 'Sara', last: null })).toBe(false)
    // No English name on the profile: nothing to match.
    expect(namesMatch({ first: null, last: null }, { first: null, last: null })).toBe(false)
  })

  it('is symmetric, and a name always matches itself re-cased and re-spaced', () => {
    const name = fc.string({ minLength: 1, maxLength: 20 })
    fc.assert(
      fc.property(name, name, name, name, (a, b, c, d) => {
        const x = { first: a, last: b }
        const y = { first: c, last: d }
        expect(namesMatch(x, y)).toBe(namesMatch(y, x))
        if (nameWords(`${a} ${b}`).length > 0) {
          expect(
            namesMatch(x, { first: ` ${a.toUpperCase()}  `, last: `${b.toLowerCase()} ` }),
          ).toBe(
            nameWords(`${a} ${b}`).join(' ') ===
              nameWords(`${a.toUpperCase()} ${b.toLowerCase()}`).join(' '),
          )
        }
      }),
    )
  })
})

describe('Sumsub configuration', () => {
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://db/x',
    APP_KEY: 'k'.repeat(32),
    BROADCAST_APP_SECRET: 'b'.repeat(32),
    CERTIFICATE_SIGNING_KEY: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8',
    PAYMENT_SANDBOX_SECRET: 's'.repeat(32),
  }
  const keys = {
    SUMSUB_APP_TOKEN: 'prd:token-value-1234',
    SUMSUB_SECRET_KEY: 'secret-value-5678',
    SUMSUB_WEBHOOK_SECRET: 'webhook-value-9012',
  }

  it('is off without keys, on with the three', () => {
    expect(sumsubConfigured(parseEngineConfig({}))).toBe(false)
    expect(sumsubConfigured(parseEngineConfig(production))).toBe(false)
    const on = parseEngineConfig({ ...production, ...keys })
    expect(sumsubConfigured(on)).toBe(true)
    expect(on.SUMSUB_LEVEL_NAME).toBe('basic-kyc-level')
    expect(on.SUMSUB_API_URL).toBe('https://api.sumsub.com')
  })

  it('refuses production with a part of the keys, naming what is missing and no value', () => {
    const part = {
      SUMSUB_APP_TOKEN: keys.SUMSUB_APP_TOKEN,
      SUMSUB_SECRET_KEY: keys.SUMSUB_SECRET_KEY,
    }
    let message = ''
    try {
      parseEngineConfig({ ...production, ...part })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(
      /SUMSUB_WEBHOOK_SECRET: required in production when SUMSUB_APP_TOKEN and SUMSUB_SECRET_KEY are set/,
    )
    for (const value of Object.values(keys)) expect(message).not.toContain(value)
    expect(() => parseEngineConfig({ ...production, SUMSUB_WEBHOOK_SECRET: 'x' })).toThrow(
      /SUMSUB_APP_TOKEN: required in production[\s\S]*SUMSUB_SECRET_KEY: required in production/,
    )
    // Outside production a part is allowed, and verification stays off.
    expect(sumsubConfigured(parseEngineConfig(part))).toBe(false)
  })
})
