import { describe, expect, it } from 'vitest'
import { isSameOriginPath, returnUrlSearch, tabParam } from '~/lib/search'

describe('returnURL', () => {
  it.each(['/dashboard', '/trade/12/BTCUSDT?x=1', '/profile#avatar'])(
    'keeps the same-origin path %s',
    (value) => {
      expect(isSameOriginPath(value)).toBe(true)
      expect(returnUrlSearch.parse({ returnURL: value }).returnURL).toBe(value)
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
    expect(returnUrlSearch.parse({ returnURL: value }).returnURL).toBeUndefined()
  })

  it('drops a non-string value instead of failing the page', () => {
    expect(returnUrlSearch.parse({ returnURL: 42 }).returnURL).toBeUndefined()
  })
})

describe('tab', () => {
  it('accepts the three tabs and drops anything else', () => {
    expect(tabParam.parse('step2')).toBe('step2')
    expect(tabParam.parse('real')).toBe('real')
    expect(tabParam.parse('step3')).toBeUndefined()
  })
})
