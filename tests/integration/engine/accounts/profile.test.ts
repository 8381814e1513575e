import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { creditEntries } from '../../../../engine/db/schema/index.ts'
import { signIn } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { advance, registered } from './helpers.ts'

const DAY = 86_400_000

describe.each(databaseKinds)('profile, tours and credit on %s', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  it('answers the signed-in user', async () => {
    const { client, user, email } = await registered(t)
    const me = await client.ok(api.user.me)
    expect(me.data).toEqual({
      id: user.id,
      email,
      name: null,
      firstName: null,
      lastName: null,
      firstNameEN: null,
      lastNameEN: null,
      name_confirmed: false,
      phone: null,
      phone_verified: false,
      email_verified: false,
      avatar: null,
      referral_code: user.referral_code,
      role: 'trader',
      tours_seen: [],
      has_password: true,
      created_at: user.created_at,
    })
  })

  it('changes the display name', async () => {
    const { client } = await registered(t)
    const answer = await client.ok(api.user.changeName, { body: { name: '  Sara Ahmadi ' } })
    expect(answer.data.name).toBe('Sara Ahmadi')
    expect(answer).toMatchObject({
      message: 'Your name has been changed.',
      message_type: 'success',
    })
    expect((await client.ok(api.user.me)).data.name).toBe('Sara Ahmadi')

    const empty = await client.call(api.user.changeName, { body: { name: ' ' } })
    expect(empty.body).toEqual({
      message: 'Name is required',
      errors: { name: ['Name is required'] },
    })
    const long = await client.call(api.user.changeName, { body: { name: 'x'.repeat(61) } })
    expect(long.body).toMatchObject({ errors: { name: ['Name is too long'] } })
    expect((await client.ok(api.user.me)).data.name).toBe('Sara Ahmadi')
  })

  describe('base info', () => {
    const info = {
      firstName: 'سارا',
      lastName: 'احمدی',
      firstNameEN: 'Sara',
      lastNameEN: 'Ahmadi',
    }

    it('saves the names; the English name changes freely until confirmed', async () => {
      const { client } = await registered(t)
      const saved = await client.ok(api.user.updateProfileBaseInfo, { body: info })
      expect(saved.data).toMatchObject({ ...info, name_confirmed: false })
      expect(saved.message).toBe('Your profile has been saved.')
      const changed = await client.ok(api.user.updateProfileBaseInfo, {
        body: { ...info, firstNameEN: 'Sarah' },
      })
      expect(changed.data.firstNameEN).toBe('Sarah')
    })

    it('locks the English name once confirmed; the Persian names still change', async () => {
      const { client } = await registered(t)
      const confirmed = await client.ok(api.user.updateProfileBaseInfo, {
        body: { ...info, confirm: true },
      })
      expect(confirmed.data.name_confirmed).toBe(true)

      const refused = await client.call(api.user.updateProfileBaseInfo, {
        body: { ...info, firstName: 'سارا جان', lastNameEN: 'Ahmady' },
      })
      expect(refused.status).toBe(422)
      expect(refused.body).toEqual({
        message: 'The English name is confirmed and can no longer be changed.',
        errors: { lastNameEN: ['The English name is confirmed and can no longer be changed.'] },
      })
      // Refused as a whole: the Persian change of that request did not land either.
      expect((await client.ok(api.user.me)).data).toMatchObject({ ...info, name_confirmed: true })

      const persianOnly = await client.ok(api.user.updateProfileBaseInfo, {
        body: { ...info, firstName: 'سارا جان' },
      })
      expect(persianOnly.data).toMatchObject({
        firstName: 'سارا جان',
        firstNameEN: 'Sara',
        name_confirmed: true,
      })
    })

    it('says the lock in Persian to a Persian browser', async () => {
      const { client } = await registered(t, { language: 'fa' })
      await client.ok(api.user.updateProfileBaseInfo, { body: { ...info, confirm: true } })
      const refused = await client.call(api.user.updateProfileBaseInfo, {
        body: { ...info, firstNameEN: 'Zahra', lastNameEN: 'Karimi' },
      })
      expect(refused.body).toEqual({
        message: 'نام انگلیسی تأیید شده است و دیگر قابل تغییر نیست. (و ۱ خطای دیگر)',
        errors: {
          firstNameEN: ['نام انگلیسی تأیید شده است و دیگر قابل تغییر نیست.'],
          lastNameEN: ['نام انگلیسی تأیید شده است و دیگر قابل تغییر نیست.'],
        },
      })
    })

    it('answers the validation texts', async () => {
      const { client } = await registered(t)
      const missing = await client.call(api.user.updateProfileBaseInfo, { body: {} })
      expect(missing.body).toMatchObject({
        errors: {
          firstName: ['First name is required'],
          lastName: ['Last name is required'],
          firstNameEN: ['English first name is required'],
          lastNameEN: ['English last name is required'],
        },
      })
      const persianInEnglish = await client.call(api.user.updateProfileBaseInfo, {
        body: { ...info, firstNameEN: 'سارا' },
      })
      expect(persianInEnglish.body).toMatchObject({
        errors: { firstNameEN: ['English first name must be written in English letters'] },
      })
    })
  })

  it('records the tours seen, once each', async () => {
    const { client } = await registered(t)
    expect(
      (await client.ok(api.user.tourSeen, { body: { tour: 'dashboard' } })).data.tours_seen,
    ).toEqual(['dashboard'])
    expect(
      (await client.ok(api.user.tourSeen, { body: { tour: 'dashboard' } })).data.tours_seen,
    ).toEqual(['dashboard'])
    expect(
      (await client.ok(api.user.tourSeen, { body: { tour: 'trade' } })).data.tours_seen,
    ).toEqual(['dashboard', 'trade'])
    const unknown = await client.call(api.user.tourSeen, { body: { tour: 'kitchen' } })
    expect(unknown.body).toEqual({
      message: 'Tour is invalid: one of dashboard, trade',
      errors: { tour: ['Tour is invalid: one of dashboard, trade'] },
    })
  })

  it('sums the credit ledger: available rows into the balance, waiting rewards into pending', async () => {
    const a = await registered(t)
    const b = await registered(t)
    const now = t.engine.ctx.clock.now()
    const at = (days: number) => new Date(now.getTime() + days * DAY)
    await t.engine.ctx.db.insert(creditEntries).values([
      // A: a reward already released, a spend, a reward waiting 14 days, a clawed-back one.
      {
        userId: a.user.id,
        amount: '4.9',
        kind: 'referral_reward',
        availableAt: at(-1),
        createdAt: at(-15),
      },
      {
        userId: a.user.id,
        amount: '-1.5',
        kind: 'checkout_spend',
        availableAt: at(0),
        createdAt: at(0),
      },
      {
        userId: a.user.id,
        amount: '8.9',
        kind: 'referral_reward',
        availableAt: at(14),
        createdAt: at(0),
      },
      {
        userId: a.user.id,
        amount: '19.9',
        kind: 'referral_reward',
        availableAt: at(10),
        createdAt: at(-4),
      },
      {
        userId: a.user.id,
        amount: '-19.9',
        kind: 'referral_clawback',
        availableAt: at(10),
        createdAt: at(-1),
      },
      // B's credit is B's alone.
      {
        userId: b.user.id,
        amount: '49.9',
        kind: 'referral_reward',
        availableAt: at(-1),
        createdAt: at(-20),
      },
    ])
    expect(await a.client.ok(api.user.creditBalance)).toEqual({
      data: { balance: '3.4', pending: '8.9', currency: 'USDT' },
    })
    expect((await b.client.ok(api.user.creditBalance)).data).toEqual({
      balance: '49.9',
      pending: '0',
      currency: 'USDT',
    })
    // After the refund window everything has been released.
    await advance(t, 15 * 86_400)
    const later = t.client()
    await signIn(t, later, a.user.id)
    expect((await later.ok(api.user.creditBalance)).data).toEqual({
      balance: '12.3',
      pending: '0',
      currency: 'USDT',
    })
  })
})
