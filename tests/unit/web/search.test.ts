import { describe, expect, it } from 'vitest'
import { authSearch, isSameOriginPath, returnUrlSearch, symbolParam, tabParam } from '~/lib/search'

describe('returnURL', () => {
  it.each(['/dashboard', '/trade/12/BTCUSDT?x=1', '/profile#avatar'])(
    'keeps the same-origin path %s',
    (value) => {
      expect(isSameOriginPath(value)).toBe(true)
      expect(returnUrlSearch({ returnURL: value }).returnURL).toBe(value)
    },
  )

  it.each([
    'https://evil.example/x',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'dashboard',
    '/\tevil',
    '',
  ])('drops %j', (value) => {
    expect(isSameOriginPath(value)).toBe(false)
    expect(returnUrlSearch({ returnURL: value }).returnURL).toBeUndefined()
  })

  it('drops a non-string value instead of failing the page', () => {
    expect(returnUrlSearch({ returnURL: 42 }).returnURL).toBeUndefined()
  })
})

describe('referral and symbol', () => {
  it('keeps a well-formed value and drops anything else', () => {
    expect(authSearch({ referral: 'abc_12-X', returnURL: '/x' })).toEqual({
      referral: 'abc_12-X',
      returnURL: '/x',
    })
    expect(authSearch({ referral: 'a b', returnURL: 7 })).toEqual({
      referral: undefined,
      returnURL: undefined,
    })
    expect(symbolParam('BTCUSDT')).toBe('BTCUSDT')
    expect(symbolParam('btcusdt')).toBeUndefined()
    expect(symbolParam(['BTCUSDT'])).toBeUndefined()
  })
})

describe('tab', () => {
  it('accepts the steps (up to three) and the real account, and drops anything else', () => {
    expect(tabParam('step2')).toBe('step2')
    expect(tabParam('step3')).toBe('step3')
    expect(tabParam('real')).toBe('real')
    expect(tabParam('step4')).toBeUndefined()
    expect(tabParam('demo')).toBeUndefined()
  })
})
