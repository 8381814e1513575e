import type { ReactNode } from 'react'
import { Card } from '~/components/ui/card'

/** One card of the profile page: a heading, a line of help, its content. */
export function ProfileSection({
  title,
  description,
  children,
  id,
}: {
  title: string
  description?: string
  children: ReactNode
  id: string
}) {
  return (
    <Card aria-labelledby={`${id}-title`} role="region" className="p-5 sm:p-6">
      <div className="mb-4 grid gap-1">
        <h2 id={`${id}-title`} className="font-semibold text-lg">
          {title}
        </h2>
        {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
      </div>
      {children}
    </Card>
  )
}
