import { Paperclip, X } from 'lucide-react'
import { useId, useRef } from 'react'
import type { UploadLimits } from '#contract/tickets.ts'
import { formatCount, formatKilobytes } from '~/components/support/format'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'

// Two picks of the same name are two files: each File object gets its own key.
const keys = new WeakMap<File, number>()
let nextKey = 0
function fileKey(file: File): number {
  let key = keys.get(file)
  if (key === undefined) {
    key = nextKey++
    keys.set(file, key)
  }
  return key
}

/**
 * Choosing attachments: files add up across picks and can be removed one
 * by one; the errors (the browser's check or the engine's 422) show under it.
 */
export function AttachmentPicker({
  files,
  onChange,
  limits,
  errors,
}: {
  files: File[]
  onChange: (files: File[]) => void
  limits: UploadLimits
  /** The browser's check, else the engine's refusal. */
  errors: string[]
}) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  return (
    <div className="grid gap-1.5">
      <span id={`${id}-label`} className="font-medium text-sm">
        {m.tickets_field_attachments()}
      </span>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => input.current?.click()}
          aria-describedby={errors.length > 0 ? `${id}-error` : `${id}-hint`}
        >
          <Paperclip aria-hidden="true" />
          {m.tickets_attach_files()}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          data-testid="attachments-input"
          aria-labelledby={`${id}-label`}
          accept="image/*,application/pdf,text/plain,.txt,.log,.csv,.md,.json"
          onChange={(event) => {
            const picked = Array.from(event.target.files ?? [])
            event.target.value = ''
            if (picked.length > 0) onChange([...files, ...picked])
          }}
        />
      </div>
      {files.length > 0 ? (
        <ul className="grid gap-1" data-testid="chosen-files">
          {files.map((file, index) => (
            <li
              key={fileKey(file)}
              className="flex items-center gap-2 rounded-md border px-2 py-1 text-sm"
            >
              <Paperclip aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
              <bdi className="min-w-0 flex-1 truncate">{file.name}</bdi>
              <span className="shrink-0 text-muted-foreground text-xs tabular-nums">
                {m.tickets_file_size({ size: formatKilobytes(file.size) })}
              </span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={m.tickets_remove_file({ name: file.name })}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {errors.length > 0 ? (
        <div id={`${id}-error`} data-testid="error-attachments" className="grid gap-0.5">
          {errors.map((error) => (
            <p key={error} className="text-destructive text-sm">
              {error}
            </p>
          ))}
        </div>
      ) : (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {m.tickets_attach_hint({
            max: formatCount(limits.max_files),
            size: formatCount(limits.max_file_mb),
          })}
        </p>
      )}
    </div>
  )
}
