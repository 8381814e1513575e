/**
 * The check behind tests/support/documented-statuses.setup.ts: a request is
 * attributed to its operation's path template (a literal segment beats a
 * parameter, as the engine mounts them), and a status the document does
 * not list for that operation is reported.
 */
import { describe, expect, it } from 'vitest'
import { operationOf, undocumented } from '../../support/observed-statuses.ts'

describe('observed statuses against the document', () => {
  it('names the operation a request reached', () => {
    expect(operationOf('GET', '/v1/trade/7/openOrders?symbol=BTCUSDT')).toEqual({
      method: 'GET',
      path: '/v1/trade/{userChallengeId}/openOrders',
    })
    expect(operationOf('get', '/v1/trade/7/BTCUSDT')).toEqual({
      method: 'GET',
      path: '/v1/trade/{userChallengeId}/{coinPairCode}',
    })
    expect(operationOf('POST', '/v1/trade/7/BTCUSDT/adjustLeverage')).toEqual({
      method: 'POST',
      path: '/v1/trade/{userChallengeId}/{coinPairCode}/adjustLeverage',
    })
    expect(operationOf('GET', '/sanctum/csrf-cookie')).toEqual({
      method: 'GET',
      path: '/sanctum/csrf-cookie',
    })
    // Not the contract's: the test and ops routes.
    expect(operationOf('POST', '/test/market/price')).toBeNull()
    expect(operationOf('DELETE', '/v1/trade/7/openOrders')).toBeNull()
  })

  it('reports a status the document leaves out, and only that one', () => {
    const document = {
      paths: {
        '/v1/x/{id}': { get: { responses: { '200': {}, '404': {} } } },
      },
    }
    const seen = [
      { method: 'GET', path: '/v1/x/{id}', status: 200 },
      { method: 'GET', path: '/v1/x/{id}', status: 404 },
      { method: 'GET', path: '/v1/x/{id}', status: 429 },
      { method: 'POST', path: '/v1/x/{id}', status: 200 },
    ]
    expect(undocumented(seen, document)).toEqual([
      { method: 'GET', path: '/v1/x/{id}', status: 429 },
      { method: 'POST', path: '/v1/x/{id}', status: 200 },
    ])
  })
})
