/**
 * Challenge titles in the staff console follow the reader's language
 * (issue 25): a catalogue product's title is stored in the buyer's
 * language, so staff reading in Persian saw '5K Challenge' on the
 * real-account queue, the user page (challenges and payments), the
 * payments list, the ticket list and the account view. A title the trader
 * renamed stays as typed everywhere.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import {
  challenges,
  realAccountRequests,
  tickets,
  ticketTypes,
} from '../../../../engine/db/schema/index.ts'
import { catalogueIds, pressSandboxButton } from '../commerce/commerce-fixtures.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'

describe.each(databaseKinds)(
  'staff views: challenge titles in the reader’s language (%s)',
  (kind) => {
    let t: TestEngine
    beforeAll(async () => {
      t = await startTestEngine(kind)
    })
    afterAll(async () => {
      await t.close()
    })

    it('a catalogue title reads in Persian for a Persian reader; a renamed one as typed', async () => {
      const ids = await catalogueIds(t)
      const db = t.engine.ctx.db
      const [product] = await db
        .select()
        .from(challenges)
        .where(eq(challenges.id, ids.bySize('5000')))
      if (!product) throw new Error('no 5K product')
      expect(product.titleFa).not.toBe(product.titleEn)

      // Bought from an English page: the stored title is the English one.
      const { client, user } = await signedInClient(t)
      const order = await client.ok(api.payments.request, {
        body: {
          challenge_id: product.id,
          provider_id: ids.sandboxId,
          accept_rules: true,
          expected_final_price: '49.00',
        },
      })
      await pressSandboxButton(client, order.data.redirect_url ?? '', 'pay')
      const [mine] = (await client.ok(api.userChallenges.list)).data
      if (!mine) throw new Error('the purchase opened no challenge')
      expect(mine.title).toBe(product.titleEn)
      const now = t.engine.ctx.clock.now()
      await db.insert(realAccountRequests).values({
        userId: user.id,
        userChallengeId: mine.id,
        status: 'pending',
        createdAt: now,
      })
      const [type] = await db.select().from(ticketTypes).limit(1)
      await db.insert(tickets).values({
        userId: user.id,
        typeId: type?.id ?? 0,
        userChallengeId: mine.id,
        subject: 'Payout',
        description: 'When?',
        status: 'open',
        createdAt: now,
        updatedAt: now,
      })

      const titles = async (language: 'en' | 'fa') => {
        const staff = (await signedInClient(t, { role: 'support' }, { language })).client
        const requests = await staff.ok(api.staff.accountRequests, { query: { per_page: 100 } })
        const page = await staff.ok(api.staff.user, { params: { userId: user.id } })
        const payments = await staff.ok(api.staffPayments.list, {
          query: { user: user.email },
        })
        const ticketList = await staff.ok(api.staffTickets.list, { query: { status: 'all' } })
        const account = await staff.ok(api.staffAccounts.show, {
          params: { userChallengeId: mine.id },
        })
        return {
          request: requests.data.find((r) => r.user_challenge_id === mine.id)?.title,
          userChallenge: page.data.challenges.find((c) => c.id === mine.id)?.title,
          userPayment: page.data.payments[0]?.title,
          payment: payments.data[0]?.title,
          ticket: ticketList.data.find((k) => k.challenge?.id === mine.id)?.challenge?.title,
          account: account.data.challenge.title,
        }
      }
      const every = (title: string) => ({
        request: title,
        userChallenge: title,
        userPayment: title,
        payment: title,
        ticket: title,
        account: title,
      })
      expect(await titles('fa')).toEqual(every(product.titleFa))
      expect(await titles('en')).toEqual(every(product.titleEn))

      // Renamed by the trader: as typed, in either language (the payment keeps the product's).
      await client.ok(api.userChallenges.changeTitle, {
        params: { userChallengeId: mine.id },
        body: { title: 'My first try' },
      })
      const renamed = await titles('fa')
      expect(renamed).toEqual({
        ...every('My first try'),
        userPayment: product.titleFa,
        payment: product.titleFa,
      })
    })
  },
)
