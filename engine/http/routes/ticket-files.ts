/**
 * GET /files/tickets/{attachmentId}?expires=…&signature=…: the bytes of an
 * attachment, for whoever holds a link that is signed and not expired
 * (engine/tickets/attachment-links.ts). Served as data, never as a page:
 * the sniffed type, nosniff, a sandboxing CSP, and a download name that
 * cannot break the header. Images are inline (a page may show them) unless
 * `download=1` asks for the file; the rest always downloads.
 */
import { eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import type { EngineContext } from '../../context.ts'
import { checkLink } from '../../core/tickets/signed-link.ts'
import { ticketAttachments } from '../../db/schema/index.ts'
import { FILE_ROUTE } from '../../tickets/attachment-links.ts'
import { ticketTexts } from '../../tickets/texts.ts'
import type { AppEnv } from '../env.ts'
import { forbidden, notFound } from '../errors.ts'

const DIGITS = /^\d{1,15}$/

export function registerTicketFileRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  app.get(FILE_ROUTE, async (c) => {
    const id = c.req.param('attachmentId')
    const expires = c.req.query('expires') ?? ''
    const signature = c.req.query('signature') ?? ''
    if (!DIGITS.test(id) || !DIGITS.test(expires)) throw forbidden(ticketTexts.linkInvalid)
    const now = ctx.clock.now()
    const claims = { attachmentId: Number(id), expires: Number(expires) }
    const check = checkLink(ctx.config.APP_KEY, claims, signature, now)
    if (check === 'invalid') throw forbidden(ticketTexts.linkInvalid)
    if (check === 'expired') throw forbidden(ticketTexts.linkExpired)

    const [row] = await ctx.db
      .select()
      .from(ticketAttachments)
      .where(eq(ticketAttachments.id, claims.attachmentId))
      .limit(1)
    if (!row) throw notFound()
    const stream = await ctx.attachments.read(row.storageKey)
    if (!stream) {
      ctx.log.error('attachment file missing', { id: row.id, key: row.storageKey })
      throw notFound()
    }
    const inline = row.mime.startsWith('image/') && c.req.query('download') !== '1'
    const secondsLeft = Math.max(0, claims.expires - Math.floor(now.getTime() / 1000))
    return new Response(stream, {
      status: 200,
      headers: {
        'content-type': row.mime === 'text/plain' ? 'text/plain; charset=utf-8' : row.mime,
        'content-length': String(row.size),
        'content-disposition': contentDisposition(inline ? 'inline' : 'attachment', row.name),
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        'referrer-policy': 'no-referrer',
        'cache-control': `private, max-age=${secondsLeft}`,
      },
    })
  })
}

/** RFC 6266: an ASCII fallback and the exact UTF-8 name. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_')
  const exact = encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${exact}`
}
