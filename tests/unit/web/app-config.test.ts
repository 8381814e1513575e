import { describe, expect, it } from 'vitest'
import { broadcastSocketUrls, parseAppConfig, pinProductionLibraries } from '../../../app.config.ts'

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

  it('takes a comma-separated list of engines: calls and sockets to each, the first by default', () => {
    const config = parseAppConfig({ API_BASE_URL: 'http://a:8000, http://b:8000/api' })
    expect(config.API_BASE_URLS).toEqual(['http://a:8000', 'http://b:8000/api'])
    expect(config.API_BASE_URL).toBe('http://a:8000')
    expect(broadcastSocketUrls(config)).toEqual([
      'ws://a:8000/app/proptrade',
      'ws://b:8000/api/app/proptrade',
    ])
    expect(
      broadcastSocketUrls(
        parseAppConfig({
          API_BASE_URL: 'http://a:8000,http://b:8000',
          BROADCAST_URL: 'wss://ws.example.com',
        }),
      ),
    ).toEqual(['wss://ws.example.com/app/proptrade'])
  })

  it('refuses a list with an entry that is not a URL, naming API_BASE_URL', () => {
    expect(() => parseAppConfig({ API_BASE_URL: 'http://a:8000,b' })).toThrow(
      /API_BASE_URL\.1: each entry must be a URL/,
    )
    expect(() => parseAppConfig({ API_BASE_URL: ' , ' })).toThrow(
      /API_BASE_URL: name at least one URL/,
    )
  })

  it('pins NODE_ENV to production for the libraries and keeps the web’s own mode in APP_ENV', () => {
    for (const [before, mode] of [
      [{ NODE_ENV: 'test' }, 'test'],
      [{}, 'development'],
      [{ NODE_ENV: 'production' }, 'production'],
      [{ NODE_ENV: 'development', APP_ENV: 'test' }, 'test'],
    ] as const) {
      const env: NodeJS.ProcessEnv = { ...before }
      pinProductionLibraries(env)
      expect(env.NODE_ENV).toBe('production')
      expect(env.APP_ENV).toBe(mode)
      const config = parseAppConfig(env)
      expect(config.NODE_ENV).toBe(mode)
      // HSTS follows the web's mode, not the pinned NODE_ENV.
      expect(config.HSTS).toBe(mode === 'production')
    }
  })
})
