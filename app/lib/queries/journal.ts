/** The trader's journal (contract/journal.ts): notes of an account, searched; its tags. */
import { queryOptions } from '@tanstack/react-query'
import type { api } from '#contract/index.ts'
import { listJournalNotes, listJournalTags } from '~/server/generated/journal.functions'
import type { EndpointInput } from '~/server/upstream/endpoint-input'

export type JournalSearch = NonNullable<EndpointInput<typeof api.journal.list>>['query']

export const journalKeys = {
  all: ['journal'] as const,
  account: (userChallengeId: number) => [...journalKeys.all, userChallengeId] as const,
  notes: (userChallengeId: number, query: JournalSearch = {}) =>
    [...journalKeys.account(userChallengeId), 'notes', query] as const,
  tags: (userChallengeId: number, step: number | undefined) =>
    [...journalKeys.account(userChallengeId), 'tags', step ?? 'all'] as const,
}

export const journalNotesQuery = (userChallengeId: number, query: JournalSearch = {}) =>
  queryOptions({
    queryKey: journalKeys.notes(userChallengeId, query),
    queryFn: () => listJournalNotes({ data: { params: { userChallengeId }, query } }),
  })

export const journalTagsQuery = (userChallengeId: number, step?: number) =>
  queryOptions({
    queryKey: journalKeys.tags(userChallengeId, step),
    queryFn: () =>
      listJournalTags({
        data: { params: { userChallengeId }, query: step === undefined ? {} : { step } },
      }),
  })
