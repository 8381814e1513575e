/**
 * Signed download links of attachments, on ENGINE_PUBLIC_URL:
 * /files/tickets/{attachmentId}?expires={unix seconds}&signature={HMAC},
 * and the same with `&download=1` to download rather than show (unsigned:
 * it changes only the Content-Disposition).
 * Issued only to someone allowed to see the attachment; the file route
 * trusts the signature alone (engine/http/routes/ticket-files.ts).
 */

import type { EngineContext } from '../context.ts'
import { expiryOf, signLink } from '../core/tickets/signed-link.ts'

export const FILE_ROUTE = '/files/tickets/:attachmentId'

export function attachmentLink(
  ctx: EngineContext,
  attachmentId: number,
): { url: string; download_url: string; expires_at: string } {
  const expires = expiryOf(ctx.clock.now(), ctx.config.TICKET_LINK_TTL_SECONDS)
  const signature = signLink(ctx.config.APP_KEY, { attachmentId, expires })
  const base = ctx.config.ENGINE_PUBLIC_URL.replace(/\/+$/, '')
  const query = new URLSearchParams({ expires: String(expires), signature })
  const url = `${base}/files/tickets/${attachmentId}?${query}`
  return {
    url,
    download_url: `${url}&download=1`,
    expires_at: new Date(expires * 1000).toISOString(),
  }
}
