import { describe, expect, it } from 'vitest'
import { parseAppConfig } from '../../../app.config.ts'

describe('web configuration', () => {
  it('has working defaults: the local engine, no timeout, no Redis', () => {
    const config = parseAppConfig({})
    expect(config.PORT).toBe(3000)
    expect(config.API_BASE_URL).toBe('http://127.0.0.1:8000')
    expect(config.API_TIMEOUT_MS).toBe(0)
    expect(config.REDIS_URL).toBeUndefined()
  })

  it('names each invalid variable', () => {
    expect(() => parseAppConfig({ PORT: 'eighty', API_BASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*API_BASE_URL|API_BASE_URL[\s\S]*PORT/,
    )
  })

  it('treats an empty REDIS_URL as unset', () => {
    expect(parseAppConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined()
  })
})
