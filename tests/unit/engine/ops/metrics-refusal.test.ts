/** Who may read /metrics (decision 400): the bearer token when set; never unguarded in production. */
import { describe, expect, it } from 'vitest'
import { metricsRefusal } from '../../../../engine/http/routes/ops.ts'

describe('metrics refusal', () => {
  it('serves anyone outside production when no token is set', () => {
    expect(metricsRefusal({ NODE_ENV: 'development' }, undefined)).toBeUndefined()
  })

  it('refuses every scrape in production without a token', () => {
    expect(metricsRefusal({ NODE_ENV: 'production' }, 'Bearer anything')?.status).toBe(403)
  })

  it('with a token, serves only the exact bearer token', () => {
    const config = { NODE_ENV: 'production', METRICS_TOKEN: 'abc123' }
    expect(metricsRefusal(config, 'Bearer abc123')).toBeUndefined()
    expect(metricsRefusal(config, 'Bearer abc12')?.status).toBe(401)
    expect(metricsRefusal(config, 'abc123')?.status).toBe(401)
    expect(metricsRefusal(config, undefined)?.status).toBe(401)
  })
})
