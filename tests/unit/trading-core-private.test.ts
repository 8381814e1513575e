/**
 * The trading core is the trading shell's alone (decision 620): nothing
 * outside engine/trading names a shell's core. The import of its module is
 * dependency-cruiser's rule `trading-core-private` (.dependency-cruiser.mjs,
 * decision 628); this is the part about names, which no import shows.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * A reach into a trading shell's core, as code names it: the member `core`
 * (or `#core`) read off something named `trading` or `shell`, plainly or
 * with `?.`, or any member read by the key 'core' in brackets.
 */
const CORE_REACH = /\b(?:trading|shell)\s*\??\.\s*#?core\b|\[\s*['"`]#?core['"`]\s*\]/g

interface SourceFile {
  /** Repository-relative, with forward slashes. */
  path: string
  text: string
}

/** Each place a file outside engine/trading names the shell's core: [file, the text]. */
function coreReaches(files: SourceFile[]): [string, string][] {
  return files
    .filter((file) => !file.path.startsWith('engine/trading/'))
    .flatMap((file) =>
      [...file.text.matchAll(CORE_REACH)].map((m): [string, string] => [file.path, m[0]]),
    )
}

/** The TypeScript sources (not the generated messages). */
function sources(): SourceFile[] {
  const out: SourceFile[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`
      if (entry.isDirectory()) {
        if (rel !== 'app/paraglide') walk(rel)
      } else if (/\.tsx?$/.test(entry.name))
        out.push({ path: rel, text: readFileSync(path.join(root, rel), 'utf8') })
    }
  }
  for (const dir of ['app', 'engine', 'contract', 'money', 'scripts', 'bench']) walk(dir)
  return out
}

describe("the trading shell's core", () => {
  it('is named nowhere outside engine/trading', () => {
    const files = sources()
    expect(files.length).toBeGreaterThan(500)
    expect(coreReaches(files)).toEqual([])
  })

  it('is caught however code names it, and other members and words pass', () => {
    const reach = (path: string, text: string) => ({ path, text })
    expect(
      coreReaches([
        reach('engine/evaluation/policy.ts', 'const core = ctx.trading.core'),
        reach('engine/real/x.ts', 'if (ctx.trading?.core.hasAccount(id)) {}'),
        reach('engine/failover/x.ts', 'shell.core.setHalted(code, true)'),
        reach('bench/x.ts', "const c = (ctx.trading as any)['core']"),
        reach('scripts/x.ts', 'ctx.trading\n      .core.assets(1)'),
      ]),
    ).toEqual([
      ['engine/evaluation/policy.ts', 'trading.core'],
      ['engine/real/x.ts', 'trading?.core'],
      ['engine/failover/x.ts', 'shell.core'],
      ['bench/x.ts', "['core']"],
      ['scripts/x.ts', 'trading\n      .core'],
    ])
    expect(
      coreReaches([
        reach('engine/trading/trading-shell.ts', 'this.#core = new TradingCore(pairs, ids)'),
        reach('engine/trading/x.ts', 'shell.core.account(1)'),
        reach('engine/evaluation/x.ts', 'ctx.trading.held.account(1)?.assets.core'),
        reach('engine/http/x.ts', "import { z } from 'zod' // z.core.$ZodIssue"),
      ]),
    ).toEqual([])
  })
})
