import { asHttpError } from '~/lib/http-error'

/** The engine's refusals of the files (422 on `attachments` or `attachments.N`). */
export function engineAttachmentErrors(error: unknown): string[] {
  const fields = asHttpError(error)?.fieldErrors ?? {}
  return Object.entries(fields)
    .filter(([name]) => name === 'attachments' || name.startsWith('attachments.'))
    .flatMap(([, list]) => list)
}
