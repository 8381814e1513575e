import { Check, Copy } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { showToast } from '~/lib/toast'

/** A read-only value with a copy button; a copy is confirmed by a toast and the icon. */
export function CopyField({
  label,
  value,
  copyLabel,
  copied,
}: {
  label: string
  value: string
  copyLabel: string
  copied: string
}) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [done, setDone] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
    } catch {
      // No clipboard API (an insecure origin): copy the selected text the old way.
      input.current?.select()
      document.execCommand('copy')
    }
    setDone(true)
    showToast('success', copied)
  }
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <div className="flex gap-2">
        <Input
          ref={input}
          id={id}
          value={value}
          readOnly
          dir="ltr"
          onFocus={(e) => e.target.select()}
        />
        <Button type="button" variant="outline" onClick={() => void copy()} aria-label={copyLabel}>
          {done ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          <span className="max-sm:sr-only">{copyLabel}</span>
        </Button>
      </div>
    </div>
  )
}
