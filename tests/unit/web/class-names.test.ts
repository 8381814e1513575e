import { describe, expect, it } from 'vitest'
import { cn } from '~/lib/utils'

describe('cn', () => {
  it('joins conditional classes like clsx', () => {
    expect(cn('a', false, null, undefined, { b: true, c: false }, ['d'])).toBe('a b d')
  })

  it.each([
    [['p-5 pt-0', 'p-6 pt-0'], 'p-6 pt-0'],
    [['px-3 py-2', 'p-2'], 'p-2'],
    [['p-2', 'px-3'], 'p-2 px-3'],
    [['shadow-xs', 'shadow-sm'], 'shadow-sm'],
    [['rounded-md', 'rounded-xl'], 'rounded-xl'],
    [['text-sm text-muted-foreground', 'text-destructive'], 'text-sm text-destructive'],
    [['text-sm', 'text-lg text-start'], 'text-lg text-start'],
    [['h-9 w-9', 'size-10'], 'size-10'],
    [['flex', 'hidden'], 'hidden'],
    [['bg-primary hover:bg-primary/90', 'bg-destructive'], 'hover:bg-primary/90 bg-destructive'],
    [['border border-input', 'border-destructive'], 'border border-destructive'],
    [['font-medium', 'font-semibold'], 'font-semibold'],
    [['w-full', 'w-44'], 'w-44'],
    [['-mt-2', 'mt-4'], 'mt-4'],
    [['absolute', 'relative'], 'relative'],
    // A table cell that wraps (the staff console's subject and audit columns).
    [
      ['whitespace-nowrap px-3', 'whitespace-normal break-words'],
      'px-3 whitespace-normal break-words',
    ],
  ])('%j → %s', (inputs, expected) => {
    expect(cn(...inputs)).toBe(expected)
  })

  it('keeps the same group under different variants', () => {
    expect(cn('bg-background dark:bg-input/30', 'bg-card')).toBe('dark:bg-input/30 bg-card')
  })

  it('reads variants around arbitrary values', () => {
    expect(cn('[&_svg]:size-4', 'size-9')).toBe('[&_svg]:size-4 size-9')
    expect(cn('w-[calc(100%-2px)]', 'w-full')).toBe('w-full')
    expect(cn('[&_svg:not([class*=size-])]:size-4', '[&_svg:not([class*=size-])]:size-5')).toBe(
      '[&_svg:not([class*=size-])]:size-5',
    )
  })

  it('keeps utilities of unlisted groups as written', () => {
    expect(cn('ring-2', 'ring-4')).toBe('ring-2 ring-4')
  })
})
