import { describe, expect, it } from 'vitest'
import { getLocale, getUrlOrigin } from '~/paraglide/runtime'
import { inRequestLocale } from '~/server/request-locale.server'

const request = (headers: Record<string, string>) =>
  new Request('http://127.0.0.1:3000/signin', { headers })

describe('inRequestLocale', () => {
  it('takes the lang cookie first', () => {
    const seen = inRequestLocale(request({ cookie: 'a=1; lang=en', 'accept-language': 'fa' }), () =>
      getLocale(),
    )
    expect(seen).toBe('en')
  })

  it('then the browser’s languages, by their weight', () => {
    expect(inRequestLocale(request({ 'accept-language': 'de, en-GB;q=0.9' }), getLocale)).toBe('en')
    expect(inRequestLocale(request({ 'accept-language': 'en;q=0.5, fa-IR' }), getLocale)).toBe('fa')
  })

  it('falls back to Persian', () => {
    expect(inRequestLocale(request({ 'accept-language': 'de' }), getLocale)).toBe('fa')
    expect(inRequestLocale(request({}), getLocale)).toBe('fa')
  })

  it('keeps the language across awaits, each request its own', async () => {
    const read = async () => {
      await new Promise((r) => setTimeout(r, 5))
      return getLocale()
    }
    const [en, fa] = await Promise.all([
      inRequestLocale(request({ cookie: 'lang=en' }), read),
      inRequestLocale(request({ cookie: 'lang=fa' }), read),
    ])
    expect([en, fa]).toEqual(['en', 'fa'])
  })

  it('answers the request’s origin to the runtime', () => {
    expect(inRequestLocale(request({}), () => getUrlOrigin())).toBe('http://127.0.0.1:3000')
  })
})
