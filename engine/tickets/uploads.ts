/**
 * Uploaded files from a ticket form: checked completely before anything is
 * written (count and size first, then each file's content), then stored
 * inside the caller's unit of work. A refusal is a 422 on `attachments`
 * naming the file and the limit; nothing is stored when any file is refused.
 */
import { createHash, randomUUID } from 'node:crypto'
import type { EngineContext } from '../context.ts'
import {
  acceptedTypeOf,
  displayName,
  downloadName,
  limitProblems,
  type UploadProblem,
  uploadTexts,
} from '../core/tickets/attachment-rules.ts'
import type { DbOrTx } from '../db/client.ts'
import { ticketAttachments } from '../db/schema/index.ts'
import type { Locale } from '../i18n.ts'
import { translate } from '../i18n.ts'
import type { AttachmentStorage } from './attachment-storage.ts'

export type AttachmentRow = typeof ticketAttachments.$inferSelect

export interface CheckedUpload {
  name: string
  mime: string
  bytes: Uint8Array
  sha256: string
}

export type UploadCheck = { ok: true; uploads: CheckedUpload[] } | { ok: false; errors: string[] }

export async function checkUploads(
  ctx: EngineContext,
  sent: File[],
  locale: Locale,
): Promise<UploadCheck> {
  // A form's file input with nothing chosen still sends one nameless, empty part.
  const files = sent.filter((file) => file.name !== '' || file.size > 0)
  const limits = { maxFiles: ctx.config.TICKET_MAX_FILES, maxFileMb: ctx.config.TICKET_MAX_FILE_MB }
  const problems: UploadProblem[] = limitProblems(files, limits)
  const uploads: CheckedUpload[] = []
  if (problems.length === 0) {
    for (const file of files) {
      const bytes = new Uint8Array(await file.arrayBuffer())
      const type = await acceptedTypeOf(bytes)
      if (!type) {
        problems.push({ text: uploadTexts.notAllowed, params: { name: displayName(file.name) } })
        continue
      }
      uploads.push({
        name: downloadName(file.name, type),
        mime: type.mime,
        bytes,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      })
    }
  }
  if (problems.length > 0) {
    return { ok: false, errors: problems.map((p) => translate(locale, p.text, p.params)) }
  }
  return { ok: true, uploads }
}

export interface UploadOwner {
  ticketId: number
  messageId: number | null
  uploadedBy: number
  now: Date
}

/**
 * Stores checked uploads: a row and the bytes for each. Keys written are
 * added to `written` first, so the caller can remove them if the unit of
 * work fails after this.
 */
export async function storeUploads(
  tx: DbOrTx,
  storage: AttachmentStorage,
  uploads: CheckedUpload[],
  owner: UploadOwner,
  written: string[],
): Promise<AttachmentRow[]> {
  if (uploads.length === 0) return []
  const keyed = uploads.map((upload) => ({ upload, key: randomUUID() }))
  const rows = await tx
    .insert(ticketAttachments)
    .values(
      keyed.map(({ upload, key }) => ({
        ticketId: owner.ticketId,
        messageId: owner.messageId,
        uploadedBy: owner.uploadedBy,
        name: upload.name,
        size: upload.bytes.byteLength,
        mime: upload.mime,
        storageKey: key,
        sha256: upload.sha256,
        createdAt: owner.now,
      })),
    )
    .returning()
  written.push(...keyed.map(({ key }) => key))
  // All writes settle before this returns, so a failure leaves no write still under way.
  const puts = await Promise.allSettled(
    keyed.map(({ upload, key }) => storage.put(key, upload.bytes)),
  )
  const failed = puts.find((put) => put.status === 'rejected')
  if (failed) throw failed.reason
  return rows.sort((a, b) => a.id - b.id)
}
