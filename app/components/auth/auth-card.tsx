import type { ReactNode } from 'react'
import { Card, CardContent } from '~/components/ui/card'

/** The card every sign-in family screen sits in: a title, a line of help, the form. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string
  description?: ReactNode
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <Card className="shadow-sm">
      <div className="flex flex-col gap-1.5 p-6 pb-4">
        <h1 className="font-semibold text-2xl tracking-tight">{title}</h1>
        {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
      </div>
      <CardContent className="p-6 pt-0">{children}</CardContent>
      {footer ? (
        <div className="border-t px-6 py-4 text-center text-muted-foreground text-sm">{footer}</div>
      ) : null}
    </Card>
  )
}
