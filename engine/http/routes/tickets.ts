/** /v1/tickets: a trader's support tickets (contract/tickets.ts). */
import { asc, eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { ticketEndpoints } from '#contract/tickets.ts'
import type { EngineContext } from '../../context.ts'
import { tickets, ticketTypes } from '../../db/schema/index.ts'
import { translate } from '../../i18n.ts'
import { pageMeta } from '../../pagination.ts'
import { attachmentLink } from '../../tickets/attachment-links.ts'
import { findAttachment } from '../../tickets/attachment-lookup.ts'
import { ticketTexts } from '../../tickets/texts.ts'
import { addMessage, openTicket } from '../../tickets/ticket-service.ts'
import {
  attachmentResource,
  forTrader,
  ticketDetailOf,
  ticketPage,
} from '../../tickets/ticket-views.ts'
import type { AppEnv } from '../env.ts'
import { notFound } from '../errors.ts'
import { mount } from '../route.ts'

export function registerTicketRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  const endpoints = ticketEndpoints

  mount(app, ctx, endpoints.list, async ({ user, query, c }) => {
    const page = await ticketPage(
      ctx.db,
      eq(tickets.userId, user.id),
      'newest',
      query,
      c.get('locale'),
    )
    return { data: page.data.map(forTrader), meta: pageMeta(query, page.total) }
  })

  // Before /v1/tickets/{ticketId}: "types" is not an id.
  mount(app, ctx, endpoints.types, async ({ c }) => {
    const rows = await ctx.db
      .select({
        id: ticketTypes.id,
        title: ticketTypes.title,
        needsChallenge: ticketTypes.needsChallenge,
      })
      .from(ticketTypes)
      .orderBy(asc(ticketTypes.sortOrder), asc(ticketTypes.id))
    const locale = c.get('locale')
    return {
      data: rows.map((row) => ({
        id: row.id,
        title: translate(locale, row.title),
        challenge_required: row.needsChallenge,
      })),
      meta: {
        max_files: ctx.config.TICKET_MAX_FILES,
        max_file_mb: ctx.config.TICKET_MAX_FILE_MB,
      },
    }
  })

  mount(app, ctx, endpoints.create, async ({ user, body, c }) => {
    const locale = c.get('locale')
    const ticketId = await openTicket(
      ctx,
      {
        userId: user.id,
        typeId: body.type_id,
        userChallengeId: body.user_challenge_id ?? null,
        subject: body.subject,
        description: body.description,
        files: body.attachments,
      },
      locale,
    )
    const detail = await ticketDetailOf(ctx.db, ticketId, locale, user.id)
    if (!detail) throw notFound()
    return {
      data: forTrader(detail),
      message: translate(locale, ticketTexts.created),
      message_type: 'success' as const,
    }
  })

  mount(app, ctx, endpoints.show, async ({ user, params, c }) => {
    const detail = await ticketDetailOf(ctx.db, params.ticketId, c.get('locale'), user.id)
    if (!detail) throw notFound()
    return { data: forTrader(detail) }
  })

  mount(app, ctx, endpoints.reply, async ({ user, params, body, c }) => {
    const locale = c.get('locale')
    await addMessage(
      ctx,
      {
        ticketId: params.ticketId,
        authorId: user.id,
        as: 'owner',
        content: body.content,
        files: body.attachments,
      },
      locale,
    )
    const detail = await ticketDetailOf(ctx.db, params.ticketId, locale, user.id)
    if (!detail) throw notFound()
    return {
      data: forTrader(detail),
      message: translate(locale, ticketTexts.replied),
      message_type: 'success' as const,
    }
  })

  mount(app, ctx, endpoints.attachment, async ({ user, params }) => {
    const row = await findAttachment(ctx.db, params, user.id)
    if (!row) throw notFound()
    return { data: attachmentResource(row) }
  })

  mount(app, ctx, endpoints.attachmentLink, async ({ user, params }) => {
    const row = await findAttachment(ctx.db, params, user.id)
    if (!row) throw notFound()
    return { data: attachmentLink(ctx, row.id) }
  })
}
