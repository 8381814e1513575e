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

  it('offers the sandbox provider outside production only, unless told', () => {
    const secrets = {
      APP_KEY: 'k'.repeat(32),
      BROADCAST_APP_SECRET: 'b'.repeat(32),
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
})
