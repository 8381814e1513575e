import { Slider as Primitive } from 'radix-ui'
import type * as React from 'react'
import { cn } from '~/lib/utils'

/** A horizontal slider (one thumb) that follows the text direction. */
export function Slider({
  className,
  thumbLabel,
  ...props
}: React.ComponentProps<typeof Primitive.Root> & { thumbLabel: string }) {
  return (
    <Primitive.Root
      className={cn(
        'relative flex h-5 w-full touch-none select-none items-center data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <Primitive.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-muted">
        <Primitive.Range className="absolute h-full bg-primary" />
      </Primitive.Track>
      <Primitive.Thumb
        aria-label={thumbLabel}
        className="block size-4 rounded-full border-2 border-primary bg-background shadow focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      />
    </Primitive.Root>
  )
}
