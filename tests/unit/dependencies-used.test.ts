/**
 * Every dependency in package.json is used (issue 37 item 4): imported by
 * the code, named in a configuration file or run by an npm script. The few
 * used otherwise are listed with the reason; `tailwind-merge` stayed
 * installed for a while after its last import went (decision 626).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
  scripts: Record<string, string>
}

/** Used, but by no import: the reason each one stays. */
const USED_OTHERWISE: Record<string, string> = {
  'react-is': 'a peer dependency of recharts, pinned to our React',
  '@biomejs/biome': 'the biome binary (npm run lint)',
  '@stryker-mutator/core': 'the stryker binary (npm run test:mutation)',
  '@stryker-mutator/vitest-runner': "Stryker's test runner, named by stryker.config.json",
  typescript: 'the tsc binary (npm run typecheck)',
}

const SKIP = new Set([
  'node_modules',
  '.git',
  'dist',
  '.output',
  'data',
  'reports',
  'test-results',
  'playwright-report',
])
const SOURCE = /\.(ts|tsx|mts|json|css)$/

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name
    if (entry.isDirectory())
      return SKIP.has(entry.name) || entry.name.startsWith('.') ? [] : sources(path)
    return SOURCE.test(entry.name) && !/^package(-lock)?\.json$/.test(entry.name) ? [path] : []
  })
}

/** The dependencies nothing uses: no import, no configuration, no script names them. */
function unused(names: string[], texts: string[], scripts: string): string[] {
  return names.filter((name) => {
    if (name in USED_OTHERWISE) return false
    // @types/x is used when x is.
    const used = name.startsWith('@types/') ? name.slice(7) : name
    const quoted = new RegExp(`['"/]${used.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(/[^'"]*)?['"]`)
    const bin = new RegExp(`(^|\\s)${used}(\\s|$)`)
    if (used === 'node') return !bin.test(scripts) && !texts.some((t) => /node:/.test(t))
    return !texts.some((t) => quoted.test(t)) && !bin.test(scripts)
  })
}

describe('dependencies', () => {
  it('every dependency in package.json is used', () => {
    const texts = sources('').map((file) => readFileSync(join(root, file), 'utf8'))
    const names = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]
    expect(unused(names, texts, Object.values(pkg.scripts).join(' '))).toEqual([])
  })

  it('finds one that nothing imports', () => {
    const texts = ["import { clsx } from 'clsx'", "import type { Root } from 'react-dom/client'"]
    expect(unused(['clsx', 'tailwind-merge', '@types/react-dom'], texts, 'vite dev')).toEqual([
      'tailwind-merge',
    ])
  })
})
