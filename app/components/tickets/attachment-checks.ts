/**
 * The browser's check of chosen files against the engine's limits (the
 * types answer's meta), before anything is uploaded. Same rules and texts
 * as the engine's (engine/core/tickets/attachment-rules.ts): count first,
 * then each file's size; the engine still judges the bytes.
 */

import type { UploadLimits } from '#contract/tickets.ts'
import { m } from '~/paraglide/messages'

const MB = 1024 * 1024

export function maxFileBytes(limits: UploadLimits): number {
  return Math.floor(limits.max_file_mb * MB)
}

/** The problems of these files, as texts in the page's language; empty when they may be sent. */
export function attachmentProblems(
  files: ReadonlyArray<{ name: string; size: number }>,
  limits: UploadLimits,
): string[] {
  const problems: string[] = []
  if (files.length > limits.max_files) problems.push(m.tickets_too_many({ max: limits.max_files }))
  const maxBytes = maxFileBytes(limits)
  for (const file of files) {
    if (file.size === 0) problems.push(m.tickets_empty_file({ name: file.name }))
    else if (file.size > maxBytes) {
      problems.push(m.tickets_too_large({ name: file.name, max: limits.max_file_mb }))
    }
  }
  return problems
}
