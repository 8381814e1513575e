import { XIcon } from 'lucide-react'
import { Dialog as Primitive } from 'radix-ui'
import type * as React from 'react'
import { cn } from '~/lib/utils'

export const Sheet = Primitive.Root

/** A panel sliding in from the inline start (left in LTR, right in RTL). */
export function SheetContent({
  className,
  children,
  closeLabel,
  ...props
}: React.ComponentProps<typeof Primitive.Content> & { closeLabel: string }) {
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <Primitive.Content
        className={cn(
          'fixed inset-y-0 start-0 z-50 flex h-full w-72 max-w-[85vw] flex-col border-e bg-sidebar shadow-lg outline-none',
          className,
        )}
        {...props}
      >
        {children}
        <Primitive.Close
          className="absolute end-3 top-3 rounded-sm p-1 opacity-80 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={closeLabel}
        >
          <XIcon className="size-4" />
        </Primitive.Close>
      </Primitive.Content>
    </Primitive.Portal>
  )
}

export const SheetTitle = Primitive.Title
export const SheetDescription = Primitive.Description
