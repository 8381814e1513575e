import { describe, expect, it } from 'vitest'
import { BUSY_TEXT, PasswordWorkLimiter } from '../../../../engine/accounts/password-work.ts'
import { HttpError } from '../../../../engine/http/errors.ts'

function gate() {
  let open: () => void = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
}

describe('password work limiter', () => {
  it('refuses work past its bound with 503 and Retry-After, and frees slots as work ends', async () => {
    const limiter = new PasswordWorkLimiter(2)
    const first = gate()
    const second = gate()
    const a = limiter.run(() => first.opened.then(() => 'a'))
    const b = limiter.run(() => second.opened.then(() => 'b'))
    expect(limiter.inUse).toBe(2)

    let started = false
    const refused = await limiter
      .run(async () => {
        started = true
      })
      .catch((error: unknown) => error)
    expect(started).toBe(false)
    expect(refused).toBeInstanceOf(HttpError)
    expect(refused).toMatchObject({
      status: 503,
      message: BUSY_TEXT,
      headers: { 'Retry-After': '5' },
    })

    first.open()
    expect(await a).toBe('a')
    expect(limiter.inUse).toBe(1)
    expect(await limiter.run(async () => 'c')).toBe('c')
    second.open()
    expect(await b).toBe('b')
    expect(limiter.inUse).toBe(0)
  })

  it('frees the slot when the work fails', async () => {
    const limiter = new PasswordWorkLimiter(1)
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(limiter.inUse).toBe(0)
    expect(await limiter.run(async () => 1)).toBe(1)
  })
})
