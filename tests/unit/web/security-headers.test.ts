import { describe, expect, it } from 'vitest'
import { NON_PAGE_POLICY, withSecurityHeaders } from '~/server/security-headers.server'
import { parseAppConfig } from '../../../app.config.ts'

const config = parseAppConfig({ API_BASE_URL: 'http://127.0.0.1:8000', HSTS: 'true' })

const page = () =>
  new Response('<!DOCTYPE html><html></html>', {
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  })

describe('withSecurityHeaders', () => {
  it('gives a page the nonce policy and the base headers, on the answer itself', () => {
    const answer = page()
    const secured = withSecurityHeaders(answer, config, 'abc123')
    expect(secured).toBe(answer)
    expect(secured.headers.get('Content-Security-Policy')).toContain(
      "script-src 'self' 'nonce-abc123'",
    )
    expect(secured.headers.get('Content-Security-Policy')).toContain('http://127.0.0.1:8000')
    expect(secured.headers.get('X-Frame-Options')).toBe('DENY')
    expect(secured.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(secured.headers.get('Strict-Transport-Security')).toContain('max-age=31536000')
  })

  it('gives every page its own nonce in the same policy', () => {
    const one = withSecurityHeaders(page(), config, 'one').headers.get('Content-Security-Policy')
    const two = withSecurityHeaders(page(), config, 'two').headers.get('Content-Security-Policy')
    expect(one?.replace("'nonce-one'", "'nonce-two'")).toBe(two)
  })

  it('passes an answer already secured as it is (the second pass of a page)', () => {
    const first = withSecurityHeaders(page(), config, 'abc123')
    const policy = first.headers.get('Content-Security-Policy')
    const second = withSecurityHeaders(first, config)
    expect(second).toBe(first)
    expect(second.headers.get('Content-Security-Policy')).toBe(policy)
  })

  it('keeps a policy the handler set, and gives what is not a page the closed policy', () => {
    const own = new Response('{}', {
      headers: {
        'Content-Type': 'application/json',
        'Content-Security-Policy': "default-src 'self'",
      },
    })
    expect(withSecurityHeaders(own, config).headers.get('Content-Security-Policy')).toBe(
      "default-src 'self'",
    )
    const json = new Response('{}', { headers: { 'Content-Type': 'application/json' } })
    expect(withSecurityHeaders(json, config, 'n').headers.get('Content-Security-Policy')).toBe(
      NON_PAGE_POLICY,
    )
  })

  it('copies an answer whose headers are immutable into a new one', async () => {
    const redirect = Response.redirect('http://127.0.0.1:3000/signin', 302)
    const secured = withSecurityHeaders(redirect, config)
    expect(secured).not.toBe(redirect)
    expect(secured.status).toBe(302)
    expect(secured.headers.get('Location')).toBe('http://127.0.0.1:3000/signin')
    expect(secured.headers.get('X-Frame-Options')).toBe('DENY')
    expect(secured.headers.get('Content-Security-Policy')).toBe(NON_PAGE_POLICY)
  })
})
