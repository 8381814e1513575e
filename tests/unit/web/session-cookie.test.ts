import { describe, expect, it } from 'vitest'
import { SESSION_COOKIE as webCookie } from '~/server/upstream/session-cookie.server'
import { SESSION_COOKIE as engineCookie } from '../../../engine/http/session.ts'

describe('the session cookie the web looks for', () => {
  it('is the one the engine sets', () => {
    expect(webCookie).toBe(engineCookie)
  })
})
