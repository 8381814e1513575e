/**
 * The trader's journal (contract/journal.ts, decision 630): notes and tags
 * on trades and trading days of the caller's own challenges; search by
 * text or tag. Another trader's challenge, step, trade or note is a 404.
 */
import type { Hono } from 'hono'
import { journalEndpoints } from '#contract/journal.ts'
import type { EngineContext } from '../../context.ts'
import { translate } from '../../i18n.ts'
import {
  deleteNote,
  listNotes,
  saveDayNote,
  saveTradeNote,
  tagCounts,
} from '../../journal/journal-store.ts'
import { journalTexts } from '../../journal/texts.ts'
import { pageMeta } from '../../pagination.ts'
import type { AppEnv } from '../env.ts'
import { mount } from '../route.ts'

export function registerJournalRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  mount(app, ctx, journalEndpoints.list, async ({ params, query, user }) => {
    const owner = { userId: user.id, userChallengeId: params.userChallengeId }
    const { notes, total } = await listNotes(ctx, owner, query)
    return { data: notes, meta: pageMeta(query, total) }
  })

  mount(app, ctx, journalEndpoints.tags, async ({ params, query, user }) => ({
    data: await tagCounts(
      ctx,
      { userId: user.id, userChallengeId: params.userChallengeId },
      query.step,
    ),
  }))

  mount(app, ctx, journalEndpoints.saveTrade, async ({ params, body, user, c }) => ({
    data: await saveTradeNote(
      ctx,
      { userId: user.id, userChallengeId: params.userChallengeId },
      params.tradeId,
      body,
    ),
    message: translate(c.get('locale'), journalTexts.saved),
    message_type: 'success' as const,
  }))

  mount(app, ctx, journalEndpoints.saveDay, async ({ params, body, user, c }) => ({
    data: await saveDayNote(
      ctx,
      { userId: user.id, userChallengeId: params.userChallengeId },
      params.stepId,
      params.date,
      body,
    ),
    message: translate(c.get('locale'), journalTexts.saved),
    message_type: 'success' as const,
  }))

  mount(app, ctx, journalEndpoints.remove, async ({ params, user, c }) => {
    await deleteNote(
      ctx,
      { userId: user.id, userChallengeId: params.userChallengeId },
      params.noteId,
    )
    return {
      message: translate(c.get('locale'), journalTexts.deleted),
      message_type: 'success' as const,
    }
  })
}
