/**
 * The docs name real files (issue 37 item 6): every path under one of the
 * project's top-level parts that a doc, a decision record or a README names
 * exists in the tree; a record number written as docs/decisions/NNN (or a
 * range NNN-MMM) names a record that exists. A file that was moved or
 * removed since a record was written is named with "(moved: …)" or
 * "(removed…" right after it, so the record keeps its history and the
 * reader knows where to look now.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../../..')
const PARTS = [
  'app',
  'engine',
  'contract',
  'money',
  'scripts',
  'bench',
  'tests',
  'docs',
  'messages',
  'public',
]
const PATH = new RegExp(`(?<![\\w./-])((?:${PARTS.join('|')})/[\\w./@$\\[\\]-]*\\w)`, 'g')
const RECORDS = readdirSync(join(root, 'docs/decisions'))

function markdownFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return markdownFiles(path)
    return entry.name.endsWith('.md') ? [path] : []
  })
}

const DOCS = [...markdownFiles('docs'), 'README.md', 'bench/README.md']

/** What a path named in `text` fails to resolve to, if anything. */
function missingPaths(text: string, exists: (path: string) => boolean): string[] {
  const missing: string[] = []
  for (const match of text.matchAll(PATH)) {
    const path = match[1] as string
    const after = text.slice(match.index + path.length, match.index + path.length + 12)
    // A pattern (`0000_*.sql`) or a file the record says moved or was removed.
    if (after.startsWith('*') || /^`? \((moved|removed)/.test(after)) continue
    const record = /^docs\/decisions\/(\d{3})(?:-(\d{3}))?$/.exec(path)
    if (record) {
      const numbers = record.slice(1).filter((n): n is string => Boolean(n))
      for (const n of numbers) if (!RECORDS.some((r) => r.startsWith(`${n}-`))) missing.push(path)
      continue
    }
    if (!exists(path)) missing.push(path)
  }
  return missing
}

describe('the docs name files that exist', () => {
  it.each(DOCS)('%s', (doc) => {
    const text = readFileSync(join(root, doc), 'utf8')
    expect(missingPaths(text, (path) => existsSync(join(root, path)))).toEqual([])
  })

  it('fails on a file that is not there, and lets a moved one be named with its new place', () => {
    const exists = (path: string) => path === 'money/decimal.ts'
    expect(missingPaths('see `engine/core/decimal.ts` for the type', exists)).toEqual([
      'engine/core/decimal.ts',
    ])
    expect(missingPaths('`engine/core/decimal.ts` (moved: `money/decimal.ts`)', exists)).toEqual([])
    expect(missingPaths('docs/decisions/999 and docs/decisions/160-162', exists)).toEqual([
      'docs/decisions/999',
    ])
  })
})
