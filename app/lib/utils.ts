import { type ClassValue, clsx } from 'clsx'

/**
 * Class names joined, a later utility of a group replacing an earlier one
 * under the same variants (`p-5` then `p-6` → `p-6`; `px-3` then `p-2` →
 * `p-2`), so a component's className can override its defaults. This is
 * what tailwind-merge does, for the groups our components override, in
 * well under 1 KB instead of 9 KB of every page's first load
 * (docs/decisions/141). A utility of a group not listed here is kept as
 * written: add its group below when an override needs it.
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs)
  let result = merged.get(joined)
  if (result === undefined) {
    result = merge(joined)
    if (merged.size >= MERGED_MAX) merged.clear()
    merged.set(joined, result)
  }
  return result
}

/**
 * What cn answered, by the joined names: the same few hundred class lists
 * come back on every render (a page's SSR merged each of them anew, ~6 % of
 * the web's CPU under load, issue 19). Bounded: a component that builds
 * class lists from data cannot grow it without end.
 */
const merged = new Map<string, string>()
const MERGED_MAX = 2000

function merge(joined: string): string {
  const out: Array<string | undefined> = []
  const at = new Map<string, number>()
  for (const name of joined.split(' ')) {
    if (!name) continue
    const split = variantEnd(name)
    const variants = name.slice(0, split)
    const group = groupOf(name.slice(split).replace(/^!/, ''))
    if (group) {
      for (const replaced of [group, ...(contains[group] ?? [])]) {
        const index = at.get(variants + replaced)
        if (index !== undefined) out[index] = undefined
      }
      at.set(variants + group, out.length)
    }
    out.push(name)
  }
  return out.filter(Boolean).join(' ')
}

/** Where the variants (`dark:hover:`) end, ignoring colons inside [arbitrary] parts. */
function variantEnd(name: string): number {
  let depth = 0
  let end = 0
  for (let i = 0; i < name.length; i++) {
    const c = name[i]
    if (c === '[' || c === '(') depth++
    else if (c === ']' || c === ')') depth--
    else if (c === ':' && depth === 0) end = i + 1
  }
  return end
}

const groups: Array<[RegExp, string?]> = [
  [/^(block|inline|inline-block|inline-flex|inline-grid|flex|grid|hidden|contents)$/, 'display'],
  [/^(static|fixed|absolute|relative|sticky)$/, 'position'],
  [/^-?([pm][xyselrtb]?)-/],
  [/^(size|w|h|min-w|min-h|max-w|max-h|gap|gap-x|gap-y|z|opacity|items|justify|bg)-/],
  [/^text-(xs|sm|base|lg|\d?xl)$/, 'font-size'],
  [/^text-(start|end|center|left|right|justify)$/, 'text-align'],
  [/^text-/, 'text-color'],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, 'font-weight'],
  [/^border(-\d+)?$/, 'border-width'],
  [/^border-(?![xytblrse]-|[xytblrse]$)/, 'border-color'],
  [/^(rounded|shadow)(-[a-z0-9]+)?$/],
  [/^whitespace-/, 'whitespace'],
]

/** A group that also replaces narrower ones: `p-2` replaces `px-3` and `pt-1`. */
const contains: Record<string, string[]> = {
  p: ['px', 'py', 'ps', 'pe', 'pl', 'pr', 'pt', 'pb'],
  px: ['ps', 'pe', 'pl', 'pr'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'ml', 'mr', 'mt', 'mb'],
  mx: ['ms', 'me', 'ml', 'mr'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  gap: ['gap-x', 'gap-y'],
}

/** The group a utility belongs to: the pattern's name, else what its first part caught. */
function groupOf(utility: string): string | undefined {
  for (const [pattern, group] of groups) {
    const match = pattern.exec(utility)
    if (match) return group ?? match[1]
  }
  return undefined
}
