import { describe, expect, it } from 'vitest'
import { parseEngineConfig } from '../../../engine/config.ts'

describe('commerce configuration', () => {
  it('links the rules page under the web by default, or where RULES_URL says', () => {
    expect(parseEngineConfig({ WEB_BASE_URL: 'https://trade.example.com/' }).RULES_URL).toBe(
      'https://trade.example.com/rules',
    )
    expect(parseEngineConfig({ RULES_URL: 'https://help.example.com/rules' }).RULES_URL).toBe(
      'https://help.example.com/rules',
    )
    expect(() => parseEngineConfig({ RULES_URL: 'not a url' })).toThrow(/RULES_URL/)
  })

  it("sends browsers back to the web's own port when WEB_BASE_URL is unset", () => {
    expect(parseEngineConfig({ PORT: '3270' }).WEB_BASE_URL).toBe('http://localhost:3270')
    expect(parseEngineConfig({ PORT: '3270' }).RULES_URL).toBe('http://localhost:3270/rules')
    expect(parseEngineConfig({}).WEB_BASE_URL).toBe('http://localhost:3000')
    expect(
      parseEngineConfig({ PORT: '3270', WEB_BASE_URL: 'https://trade.example.com' }).WEB_BASE_URL,
    ).toBe('https://trade.example.com')
  })

  it('offers the sandbox provider outside production only, unless told', () => {
    const secrets = {
      APP_KEY: 'k'.repeat(32),
      BROADCAST_APP_SECRET: 'b'.repeat(32),
      CERTIFICATE_SIGNING_KEY: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8',
      PAYMENT_SANDBOX_SECRET: 's'.repeat(32),
    }
    expect(parseEngineConfig({}).PAYMENT_SANDBOX_ENABLED).toBe(true)
    expect(parseEngineConfig({ NODE_ENV: 'test' }).PAYMENT_SANDBOX_ENABLED).toBe(true)
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x', ...secrets }
    expect(parseEngineConfig(production).PAYMENT_SANDBOX_ENABLED).toBe(false)
    expect(
      parseEngineConfig({ ...production, PAYMENT_SANDBOX_ENABLED: 'true' }).PAYMENT_SANDBOX_ENABLED,
    ).toBe(true)
    expect(parseEngineConfig({ PAYMENT_SANDBOX_ENABLED: 'false' }).PAYMENT_SANDBOX_ENABLED).toBe(
      false,
    )
  })

  it('refuses to start production with half a provider, and names the missing key', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/x',
      APP_KEY: 'k'.repeat(32),
      BROADCAST_APP_SECRET: 'b'.repeat(32),
      CERTIFICATE_SIGNING_KEY: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8',
      PAYMENT_SANDBOX_SECRET: 's'.repeat(32),
    }
    expect(() => parseEngineConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required in production when STRIPE_SECRET_KEY is set/,
    )
    expect(() => parseEngineConfig({ ...production, NOWPAYMENTS_IPN_SECRET: 'ipn' })).toThrow(
      /NOWPAYMENTS_API_KEY: required in production/,
    )
    const both = parseEngineConfig({
      ...production,
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    })
    expect(both.STRIPE_API_URL).toBe('https://api.stripe.com')
    expect(both.NOWPAYMENTS_API_URL).toBe('https://api.nowpayments.io/v1')
    expect(both.PAYMENT_SANDBOX_ENABLED).toBe(false)
    // Outside production half a provider is simply not offered.
    expect(
      parseEngineConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }).STRIPE_WEBHOOK_SECRET,
    ).toBeUndefined()
    expect(() => parseEngineConfig({ STRIPE_API_URL: 'not a url' })).toThrow(/STRIPE_API_URL/)
  })
})
