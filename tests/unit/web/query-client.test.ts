import { describe, expect, it } from 'vitest'
import { HttpError } from '~/lib/http-error'
import { createQueryClient, retryDelay, shouldRetry } from '~/lib/query-client'

describe('query cache defaults (spec §9)', () => {
  it('keeps entries 5 minutes', () => {
    const client = createQueryClient()
    expect(client.getDefaultOptions().queries?.gcTime).toBe(300_000)
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
