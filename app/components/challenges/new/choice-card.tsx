/** A radio or checkbox drawn as a selectable card (the input stays native and labelled). */
import type { ReactNode } from 'react'
import { cn } from '~/lib/utils'

export function ChoiceCard({
  type,
  name,
  checked,
  onChange,
  title,
  detail,
  aside,
  testId,
}: {
  type: 'radio' | 'checkbox'
  name: string
  checked: boolean
  onChange: (checked: boolean) => void
  title: ReactNode
  detail?: ReactNode
  aside?: ReactNode
  testId?: string
}) {
  return (
    <div
      data-testid={testId}
      className={cn(
        'relative flex items-start gap-3 rounded-lg border p-4 transition-colors',
        checked ? 'border-primary bg-primary/5 ring-1 ring-primary' : 'hover:bg-accent/50',
      )}
    >
      <label className="flex flex-1 cursor-pointer items-start gap-3">
        <input
          type={type}
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          className="mt-1 size-4 shrink-0 accent-primary"
        />
        <span className="grid gap-1">
          <span dir="auto" className="font-medium">
            {title}
          </span>
          {detail ? <span className="text-muted-foreground text-sm">{detail}</span> : null}
        </span>
      </label>
      {aside}
    </div>
  )
}
