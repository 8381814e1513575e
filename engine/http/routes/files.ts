/**
 * Files the engine serves to browsers: avatars at /files/avatars/{name}.
 * Names are random (128 bits) and never reused, so a year of caching is safe.
 */
import type { Hono } from 'hono'
import { readAvatar } from '../../accounts/avatars.ts'
import type { EngineContext } from '../../context.ts'
import type { AppEnv } from '../env.ts'
import { notFound } from '../errors.ts'

export function registerFileRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  app.get('/files/avatars/:name', async (c) => {
    const file = await readAvatar(ctx.config, c.req.param('name'))
    if (!file) throw notFound()
    return c.body(new Uint8Array(file.bytes), 200, {
      'content-type': file.type,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    })
  })
}
