/**
 * The trader's journal (issue 35 §3, decision 630): a note with tags on a
 * trade of the trade history (`trade_id`, a fill's id) or on a trading day
 * (`date`, YYYY-MM-DD), kept per step (`step`, the trading account's id as
 * in `steps[].id`). One note per trade and per day: PUT writes it (first
 * time or again). Listed and searched per account: `q` finds text in the
 * note or its tags, `tag` one tag exactly.
 */
import { z } from 'zod'
import {
  decimal,
  id,
  idParam,
  list,
  MAX_ID,
  pageQuery,
  paginated,
  resource,
  timestamp,
} from './common.ts'
import { endpoint } from './endpoint.ts'
import { NOTE_MAX, TAG_PATTERN, TAGS_MAX, tagForm, unifyLetters } from './journal-tags.ts'
import { orderSide } from './trade.ts'

/** A tag: letters and digits of any script, `-` and `_`; spaces become `-`; lower-cased. */
export const journalTag = z
  .string({ error: 'A tag is text of up to 32 letters, digits, - or _' })
  .overwrite(tagForm)
  .regex(TAG_PATTERN, {
    error: 'A tag is text of up to 32 letters, digits, - or _',
  })
  .meta({ description: 'A tag, e.g. "breakout" (normalised: trimmed, lower-case, - for spaces)' })

export const journalNoteBody = z
  .object({
    body: z
      .string({ error: 'The note must be text' })
      .trim()
      .max(NOTE_MAX, { error: 'The note is too long (2000 characters at most)' })
      .overwrite(unifyLetters)
      .default(''),
    tags: z
      .array(journalTag, { error: 'Tags must be a list of tags' })
      .max(TAGS_MAX, { error: 'At most 10 tags' })
      .overwrite((tags) => [...new Set(tags)])
      .default([]),
  })
  .superRefine((note, issue) => {
    if (note.body === '' && note.tags.length === 0) {
      issue.addIssue({ code: 'custom', path: ['body'], message: 'Write a note or add a tag' })
    }
  })
export type JournalNoteBody = z.input<typeof journalNoteBody>

export const journalNoteKind = z.enum(['trade', 'day'])

export const journalNote = z.object({
  id,
  kind: journalNoteKind,
  /** The step (trading account) the trade or day belongs to: `steps[].id`. */
  step: id,
  trade_id: id.nullable(),
  date: z.iso.date().nullable(),
  body: z.string(),
  tags: z.array(z.string()),
  /** The trade noted, as the trade history shows it (null on a day's note). */
  trade: z
    .object({ symbol: z.string(), side: orderSide, time: timestamp, realizedProfit: decimal })
    .nullable(),
  created_at: timestamp,
  updated_at: timestamp,
})
export type JournalNote = z.infer<typeof journalNote>

const stepFilter = z.coerce
  .number({ error: 'step must be a step id' })
  .int({ error: 'step must be a step id' })
  .min(1, { error: 'step must be a step id' })
  .optional()

export const journalQuery = pageQuery.extend({
  step: stepFilter,
  q: z.string().trim().max(100, { error: 'The search is too long' }).optional(),
  tag: journalTag.optional(),
  kind: journalNoteKind.optional(),
  /** Only the notes of these trades (the ids of a trade history page, comma-separated). */
  trades: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, { error: 'trades must be up to 100 trade ids' })
    // Ids are Postgres integers: a larger number names nothing (and must not reach SQL).
    .refine((ids) => ids.split(',').every((n) => Number(n) <= MAX_ID), {
      error: 'trades must be up to 100 trade ids',
    })
    .optional(),
})

const accountParams = z.object({ userChallengeId: idParam })
const dayParams = accountParams.extend({
  stepId: idParam,
  date: z.iso.date({ error: 'date must be a day (YYYY-MM-DD)' }),
})

export const journalTagCount = z.object({ tag: z.string(), notes: z.number().int().min(1) })

export const journalEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v1/userChallenges/{userChallengeId}/journal',
    summary: 'Journal notes of the account or one step, newest first; search by text or tag',
    access: 'user',
    params: accountParams,
    query: journalQuery,
    response: paginated(journalNote),
  }),
  tags: endpoint({
    method: 'GET',
    path: '/v1/userChallenges/{userChallengeId}/journal/tags',
    summary: 'The tags of the account’s (or one step’s) notes, most used first',
    access: 'user',
    params: accountParams,
    query: z.object({ step: stepFilter }),
    response: list(journalTagCount),
  }),
  saveTrade: endpoint({
    method: 'PUT',
    path: '/v1/userChallenges/{userChallengeId}/journal/trades/{tradeId}',
    summary: 'Write the note and tags of one trade of the account (created, or replaced)',
    access: 'user',
    params: accountParams.extend({ tradeId: idParam }),
    body: journalNoteBody,
    response: resource(journalNote),
    refusals: { 404: 'No such trade on one of the caller’s accounts' },
  }),
  saveDay: endpoint({
    method: 'PUT',
    path: '/v1/userChallenges/{userChallengeId}/steps/{stepId}/journal/days/{date}',
    summary: 'Write the note and tags of one trading day of a step (created, or replaced)',
    access: 'user',
    params: dayParams,
    body: journalNoteBody,
    response: resource(journalNote),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/v1/userChallenges/{userChallengeId}/journal/{noteId}',
    summary: 'Delete one note of the account',
    access: 'user',
    params: accountParams.extend({ noteId: idParam }),
    response: z.object({ message: z.string(), message_type: z.literal('success') }),
  }),
} as const
