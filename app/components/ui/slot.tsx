import {
  Children,
  cloneElement,
  type HTMLAttributes,
  isValidElement,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react'
import { cn } from '~/lib/utils'

type SlotProps = HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> }

/**
 * `asChild`: renders its one child with the slot's props merged in
 * (classes joined, handlers both called, the child's own props winning
 * otherwise). Radix's Slot does the same; this one keeps the first-load
 * bundle of the sign-in family a kilobyte lighter.
 */
export function Slot({ children, ref, ...slotProps }: SlotProps) {
  const child = Children.only(children)
  if (!isValidElement(child)) return null
  const childProps = (child as ReactElement<Record<string, unknown>>).props
  const merged: Record<string, unknown> = { ...slotProps, ...childProps }
  for (const [key, value] of Object.entries(slotProps)) {
    const own = childProps[key]
    if (/^on[A-Z]/.test(key) && typeof value === 'function' && typeof own === 'function') {
      merged[key] = (...args: unknown[]) => {
        ;(own as (...a: unknown[]) => void)(...args)
        ;(value as (...a: unknown[]) => void)(...args)
      }
    }
  }
  merged.className = cn(slotProps.className, childProps.className as string | undefined)
  if (slotProps.style || childProps.style) {
    merged.style = { ...slotProps.style, ...(childProps.style as object | undefined) }
  }
  if (ref) merged.ref = ref
  return cloneElement(child, merged)
}
