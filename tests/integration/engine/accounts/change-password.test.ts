/** Changing the password while signed in (Profile → Security): current one first, other sessions end. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { guest, PASSWORD, registered } from './helpers.ts'

const NEW_PASSWORD = 'a brand new passphrase'

describe.each(databaseKinds)('changing the password on %s', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  it('needs the current password; then this session stays and every other one ends', async () => {
    const { client, email } = await registered(t)
    const other = await guest(t)
    await other.ok(api.auth.login, { body: { email, password: PASSWORD } })

    const missing = await client.call(api.auth.changePassword, {
      body: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    })
    expect(missing.status).toBe(422)
    expect(missing.body).toMatchObject({
      errors: { current_password: ['Current password is required'] },
    })
    const wrong = await client.call(api.auth.changePassword, {
      body: {
        current_password: 'not my password',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    })
    expect(wrong.body).toMatchObject({
      errors: { current_password: ['The current password is not correct'] },
    })
    const mismatch = await client.call(api.auth.changePassword, {
      body: { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: 'x' },
    })
    expect(mismatch.body).toMatchObject({
      errors: { password_confirmation: ['Password confirmation does not match'] },
    })
    // Nothing changed so far: the other session is still signed in.
    expect((await other.call(api.user.me)).status).toBe(200)

    const done = await client.ok(api.auth.changePassword, {
      body: {
        current_password: PASSWORD,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    })
    expect(done).toEqual({
      message: 'Your password has been changed. Other sessions were signed out.',
      message_type: 'success',
    })
    expect((await client.call(api.user.me)).status).toBe(200)
    expect((await other.call(api.user.me)).status).toBe(401)
    const old = await (await guest(t)).call(api.auth.login, { body: { email, password: PASSWORD } })
    expect(old.status).toBe(422)
    const fresh = await (await guest(t)).call(api.auth.login, {
      body: { email, password: NEW_PASSWORD },
    })
    expect(fresh.status).toBe(200)
  })

  it('refuses a visitor, and speaks Persian', async () => {
    const visitor = await guest(t)
    const answer = await visitor.call(api.auth.changePassword, {
      body: {
        current_password: PASSWORD,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    })
    expect(answer.status).toBe(401)
    const { client } = await registered(t, { language: 'fa' })
    const wrong = await client.call(api.auth.changePassword, {
      body: {
        current_password: 'nope nope',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    })
    expect(wrong.body).toMatchObject({ errors: { current_password: ['رمز عبور فعلی درست نیست'] } })
  })
})
