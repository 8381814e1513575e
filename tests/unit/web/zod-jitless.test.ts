import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { config } from 'zod/v4/core'
import { makeZodJitless } from '../../../app/lib/zod-jitless'

describe('zod without eval in the browser', () => {
  it("sets zod's own global configuration, read by zod's config()", () => {
    const before = config().jitless
    try {
      makeZodJitless()
      expect(config().jitless).toBe(true)
      // Schemas still parse with it.
      expect(z.object({ token: z.optional(z.string()) }).parse({ token: 'a' })).toEqual({
        token: 'a',
      })
    } finally {
      config({ jitless: before })
    }
  })
})
