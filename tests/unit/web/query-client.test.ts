import { afterEach, describe, expect, it, vi } from 'vitest'
import { HttpError } from '~/lib/http-error'
import { createQueryClient, retryDelay, shouldRetry } from '~/lib/query-client'

describe('query cache defaults (spec §9)', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('keeps entries 5 minutes in the browser', () => {
    vi.stubGlobal('window', {})
    const client = createQueryClient()
    expect(client.getDefaultOptions().queries?.gcTime).toBe(300_000)
  })

  it("sets no collection timer on the server: a request's cache ends with its page", async () => {
    const client = createQueryClient()
    expect(client.getDefaultOptions().queries?.gcTime).toBe(Number.POSITIVE_INFINITY)
    // A 5-minute timer would keep the process (and this page's data) alive.
    const timers = vi.spyOn(globalThis, 'setTimeout')
    await client.prefetchQuery({ queryKey: ['page'], queryFn: () => 'data' })
    expect(timers.mock.calls.filter(([, ms]) => ms === 300_000)).toEqual([])
    expect(client.getQueryData(['page'])).toBe('data')
  })

  it('doubles the retry delay from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ])
  })

  it('retries a server or network error 3 times', () => {
    const error = new HttpError(503, 'unavailable')
    expect([0, 1, 2, 3].map((n) => shouldRetry(n, error))).toEqual([true, true, true, false])
    expect(shouldRetry(0, new TypeError('fetch failed'))).toBe(true)
  })

  it('never retries a 4xx', () => {
    for (const status of [400, 401, 403, 404, 419, 422, 429]) {
      expect(shouldRetry(0, new HttpError(status, 'no'))).toBe(false)
    }
  })
})
