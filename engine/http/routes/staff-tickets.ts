/** /v1/staff/tickets: support staff answer and close tickets (contract/staff-tickets.ts). */
import type { Hono } from 'hono'
import { staffTicketEndpoints } from '#contract/staff-tickets.ts'
import type { EngineContext } from '../../context.ts'
import { translate } from '../../i18n.ts'
import { pageMeta } from '../../pagination.ts'
import { staffCounts } from '../../staff/counts.ts'
import { attachmentLink } from '../../tickets/attachment-links.ts'
import { findAttachment } from '../../tickets/attachment-lookup.ts'
import { ticketTexts } from '../../tickets/texts.ts'
import { ticketFilter } from '../../tickets/ticket-search.ts'
import { addMessage, setTicketStatus } from '../../tickets/ticket-service.ts'
import { ticketDetailOf, ticketPage } from '../../tickets/ticket-views.ts'
import type { AppEnv } from '../env.ts'
import { notFound } from '../errors.ts'
import { mount } from '../route.ts'

export function registerStaffTicketRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  const endpoints = staffTicketEndpoints

  mount(app, ctx, endpoints.list, async ({ query, c }) => {
    const page = await ticketPage(
      ctx.db,
      ticketFilter(query.status, query.q),
      'oldest',
      query,
      c.get('locale'),
    )
    return { data: page.data, meta: pageMeta(query, page.total) }
  })

  mount(app, ctx, endpoints.show, async ({ params, c }) => {
    const detail = await ticketDetailOf(ctx.db, params.ticketId, c.get('locale'))
    if (!detail) throw notFound()
    return { data: detail }
  })

  mount(app, ctx, endpoints.reply, async ({ user, params, body, c }) => {
    const locale = c.get('locale')
    await addMessage(
      ctx,
      {
        ticketId: params.ticketId,
        authorId: user.id,
        as: 'staff',
        content: body.content,
        files: body.attachments,
      },
      locale,
    )
    const detail = await ticketDetailOf(ctx.db, params.ticketId, locale)
    if (!detail) throw notFound()
    return {
      data: detail,
      message: translate(locale, ticketTexts.staffReplied),
      message_type: 'success' as const,
    }
  })

  for (const action of ['close', 'reopen'] as const) {
    mount(app, ctx, endpoints[action], async ({ user, params, body, c }) => {
      const locale = c.get('locale')
      await setTicketStatus(ctx, params.ticketId, user.id, action, body.note)
      const detail = await ticketDetailOf(ctx.db, params.ticketId, locale)
      if (!detail) throw notFound()
      return {
        data: detail,
        message: translate(
          locale,
          action === 'close' ? ticketTexts.closedNow : ticketTexts.reopenedNow,
        ),
        message_type: 'success' as const,
      }
    })
  }

  mount(app, ctx, endpoints.counts, async () => ({ data: await staffCounts(ctx.db) }))

  mount(app, ctx, endpoints.attachmentLink, async ({ params }) => {
    const row = await findAttachment(ctx.db, params)
    if (!row) throw notFound()
    return { data: attachmentLink(ctx, row.id) }
  })
}
