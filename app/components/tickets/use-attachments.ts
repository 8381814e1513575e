import { useState } from 'react'
import type { UploadLimits } from '#contract/tickets.ts'
import { attachmentProblems } from './attachment-checks'
import { engineAttachmentErrors } from './attachment-errors'

/**
 * The files a form will send, and what is wrong with them: the browser's
 * check as soon as files are chosen, the engine's refusal after a submit.
 */
export function useAttachments(limits: UploadLimits) {
  const [files, setFiles] = useState<File[]>([])
  const [engineErrors, setEngineErrors] = useState<string[]>([])
  const problems = attachmentProblems(files, limits)
  return {
    files,
    errors: problems.length > 0 ? problems : engineErrors,
    /** Whether the files may be sent now. */
    ok: problems.length === 0,
    change(next: File[]) {
      setFiles(next)
      setEngineErrors([])
    },
    reset() {
      setFiles([])
      setEngineErrors([])
    },
    takeEngineErrors(error: unknown) {
      setEngineErrors(engineAttachmentErrors(error))
    },
    /** Appends the files to a form as the engine reads them (`attachments[]`). */
    appendTo(form: FormData) {
      for (const file of files) form.append('attachments[]', file, file.name)
    },
  }
}
