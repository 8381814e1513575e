import { describe, expect, it } from 'vitest'
import { BUSY_TEXT, PasswordWorkLimiter } from '../../../../engine/accounts/password-work.ts'
import { DomainError } from '../../../../engine/errors.ts'
import { toHttpError } from '../../../../engine/http/errors.ts'

function gate() {
  let open: () => void = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
}

const tick = () => new Promise((resolve) => setImmediate(resolve))

describe('password work limiter', () => {
  it('runs at most `concurrency` at once, in order, the rest waiting', async () => {
    const limiter = new PasswordWorkLimiter(2, 10)
    const gates = [gate(), gate(), gate(), gate()]
    const started: number[] = []
    const runs = gates.map((g, i) =>
      limiter.run(async () => {
        started.push(i)
        await g.opened
        return i
      }),
    )
    await tick()
    expect(started).toEqual([0, 1])
    gates[1]?.open()
    await runs[1]
    await tick()
    expect(started).toEqual([0, 1, 2])
    for (const g of gates) g.open()
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3])
    expect(started).toEqual([0, 1, 2, 3])
    expect(limiter.pending).toBe(0)
  })

  it('refuses a place past `maxPending` with 503 and Retry-After, before any work', async () => {
    const limiter = new PasswordWorkLimiter(1, 2)
    const a = limiter.reserve()
    const b = limiter.reserve()
    let refused: unknown
    try {
      limiter.reserve()
    } catch (error) {
      refused = error
    }
    expect(refused).toBeInstanceOf(DomainError)
    expect(refused).toMatchObject({ kind: 'busy', message: BUSY_TEXT, retryAfterSeconds: 5 })
    // What the HTTP layer answers for it.
    expect(toHttpError(refused as DomainError)).toMatchObject({
      status: 503,
      message: BUSY_TEXT,
      headers: { 'Retry-After': '5' },
    })
    a.release()
    a.release() // twice is once
    expect(limiter.pending).toBe(1)
    const c = limiter.reserve()
    expect(await c.run(async () => 'c')).toBe('c')
    b.release()
    c.release()
    expect(limiter.pending).toBe(0)
  })

  it('frees the slot when the work fails', async () => {
    const limiter = new PasswordWorkLimiter(1, 1)
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(limiter.pending).toBe(0)
    expect(await limiter.run(async () => 1)).toBe(1)
  })
})
