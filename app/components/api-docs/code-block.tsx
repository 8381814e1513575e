import { Check, Copy } from 'lucide-react'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { showToast } from '~/lib/toast'
import { m } from '~/paraglide/messages'

/** Code as typed (always left to right), with a copy button. */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  const [done, setDone] = useState(false)
  const copy = async () => {
    await navigator.clipboard.writeText(code)
    setDone(true)
    showToast('success', m.api_docs_copied())
  }
  return (
    <figure className="grid gap-1">
      <figcaption className="flex items-center justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <Button type="button" size="sm" variant="outline" onClick={() => void copy()}>
          {done ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {m.api_keys_copy()}
        </Button>
      </figcaption>
      <pre
        dir="ltr"
        className="max-h-[32rem] overflow-auto rounded-lg border bg-muted/40 p-3 text-start font-mono text-xs leading-relaxed"
      >
        <code>{code}</code>
      </pre>
    </figure>
  )
}
