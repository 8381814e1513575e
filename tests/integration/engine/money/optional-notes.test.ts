/**
 * An optional note left empty in the staff console: the web validates the
 * dialog's input with the contract and sends that output on; the engine
 * validates it again. Approve and Pay with no note must succeed end to end
 * (issue 25: the web sent `{"note": null}` and the engine answered 422).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { endpointInput } from '~/server/upstream/endpoint-input'
import { requestRealAccount } from '../../../../engine/real-accounts/request-account.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { mailedCode, seasonedAddress, TRON_TX } from './payout-fixtures.ts'
import { passedChallenge, realAccountWithProfit } from './support.ts'

describe.each(databaseKinds)('optional staff notes, web to engine (%s)', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  for (const typed of [undefined, '', '   ']) {
    it(`pays a profit withdrawal with the note ${JSON.stringify(typed)}`, async () => {
      const { user, client } = await signedInClient(t)
      const { challengeId } = await realAccountWithProfit(t, user.id, { profit: '1000' })
      const support = await signedInClient(t, { role: 'support' })
      const requested = await client.ok(api.real.requestWithdraw, {
        body: {
          user_challenge_id: challengeId,
          address_id: await seasonedAddress(t, user.id),
          amount: '400',
          description: 'Monthly payout',
          code: await mailedCode(t, client, user.email),
        },
      })
      // What the console's Pay dialog hands its server function.
      const sent = endpointInput(api.staff.payRealWithdraw)({
        params: { withdrawId: requested.data.id },
        body: { network: 'TRC20', tx_hash: TRON_TX, note: typed },
      })
      expect(sent.body).toEqual({ network: 'TRC20', tx_hash: TRON_TX, note: null })
      const paid = await support.client.call(api.staff.payRealWithdraw, {
        params: { withdrawId: requested.data.id },
        body: sent.body,
      })
      expect([paid.status, paid.body]).toMatchObject([
        200,
        { data: { status: 'paid', note: null } },
      ])
    })
  }

  it('approves a real-account request with no note', async () => {
    const { user } = await signedInClient(t)
    const support = await signedInClient(t, { role: 'support' })
    const request = await requestRealAccount(
      t.engine.ctx,
      user.id,
      await passedChallenge(t, user.id),
    )
    const sent = endpointInput(api.staff.approveAccountRequest)({
      params: { requestId: request.id },
      body: { note: '' },
    })
    const approved = await support.client.call(api.staff.approveAccountRequest, {
      params: { requestId: request.id },
      body: sent.body,
    })
    expect([approved.status, approved.body]).toMatchObject([
      200,
      { data: { status: 'approved', note: null } },
    ])
  })

  it('still refuses a note over 1 000 characters, and a note that is not text', async () => {
    const support = await signedInClient(t, { role: 'support' })
    const long = await support.client.call(api.staff.payRealWithdraw, {
      params: { withdrawId: 1 },
      body: { note: 'x'.repeat(1001) },
    })
    expect([long.status, long.body]).toMatchObject([
      422,
      { errors: { note: ['Note is too long'] } },
    ])
    const numeric = await support.client.call(api.staff.payRealWithdraw, {
      params: { withdrawId: 1 },
      body: { note: 42 },
    })
    expect(numeric.status).toBe(422)
  })
})
