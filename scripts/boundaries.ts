/**
 * The import boundaries (docs/decisions/377), checked over the sources:
 * each rule names the files it governs and what they may not import. Run by
 * tests/unit/boundaries.test.ts in `npm test`; a violation fails the build.
 * One wall is about names, not imports: nothing outside engine/trading
 * reaches the trading shell's core (docs/decisions/620).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export interface SourceFile {
  /** Repository-relative, with forward slashes. */
  path: string
  text: string
}

export interface Violation {
  rule: string
  file: string
  /** What the file imports, or the text that names what it may not. */
  imports: string
}

interface Rule {
  name: string
  /** The files the rule governs. */
  governs(file: string): boolean
  /** Whether an import (a resolved repository path, or a package name) is refused. */
  refuses(target: string): boolean
}

const under = (prefix: string) => (p: string) => p.startsWith(prefix)
const isPackage = (target: string) =>
  !target.includes('/') || !/^(app|engine|contract|money|scripts|tests|bench)\//.test(target)

/** The trading core's module: engine/trading's alone (decision 620). */
export const TRADING_CORE = 'engine/core/trading/trading-core.ts'

/** Packages the pure core may use: computation only, no I/O (@noble/hashes: Keccak-256, decision 393). */
const CORE_PACKAGES = new Set(['node:crypto', 'file-type', '@noble/hashes'])

export const rules: Rule[] = [
  {
    name: 'the web never imports the engine',
    governs: under('app/'),
    refuses: under('engine/'),
  },
  {
    name: 'the engine never imports the web',
    governs: under('engine/'),
    refuses: under('app/'),
  },
  {
    name: 'the contract imports only itself, money and zod',
    governs: under('contract/'),
    refuses: (t) =>
      isPackage(t) ? t !== 'zod' : !(t.startsWith('contract/') || t.startsWith('money/')),
  },
  {
    name: 'money imports only itself',
    governs: under('money/'),
    refuses: (t) => !t.startsWith('money/'),
  },
  {
    name: 'engine/core has no I/O: it imports only itself, money and pure packages',
    governs: under('engine/core/'),
    refuses: (t) =>
      isPackage(t)
        ? !CORE_PACKAGES.has(t)
        : !(t.startsWith('engine/core/') || t.startsWith('money/') || t.startsWith('contract/')),
  },
  {
    name: 'domain code never imports engine/http (refusals come from engine/errors.ts)',
    // boot.ts composes the application.
    governs: (p) =>
      p.startsWith('engine/') && !p.startsWith('engine/http/') && p !== 'engine/boot.ts',
    refuses: under('engine/http/'),
  },
  {
    name: 'only engine/trading holds the trading core (the shell reads it out as values)',
    governs: (p) =>
      p.startsWith('engine/') && !p.startsWith('engine/trading/') && !p.startsWith('engine/core/'),
    refuses: (t) => t === TRADING_CORE,
  },
]

/**
 * A reach into a trading shell's core, as code names it: the member `core`
 * (or `#core`) read off something named `trading` or `shell`, plainly or
 * with `?.`, or any member read by the key 'core' in brackets.
 */
const CORE_REACH = /\b(?:trading|shell)\s*\??\.\s*#?core\b|\[\s*['"`]#?core['"`]\s*\]/g

const REACH_RULE = "nothing outside engine/trading reaches the trading shell's core"

/** Where a file outside engine/trading names the shell's core. */
export function coreReaches(file: SourceFile): Violation[] {
  if (file.path.startsWith('engine/trading/')) return []
  return [...file.text.matchAll(CORE_REACH)].map((m) => ({
    rule: REACH_RULE,
    file: file.path,
    imports: m[0],
  }))
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm

/** Every module specifier a file names (static, re-export, dynamic, side effect). */
export function specifiers(text: string): string[] {
  const found: string[] = []
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2] ?? match[3]
    if (spec) found.push(spec)
  }
  return found
}

/** A specifier as a repository path, or the package it names. */
export function resolveSpecifier(file: string, spec: string): string {
  if (spec.startsWith('.'))
    return path.posix.normalize(path.posix.join(path.posix.dirname(file), spec))
  if (spec.startsWith('#money/')) return `money/${spec.slice('#money/'.length)}`
  if (spec.startsWith('#contract/')) return `contract/${spec.slice('#contract/'.length)}`
  if (spec.startsWith('~/')) return `app/${spec.slice(2)}`
  // A package: its name (scoped or not), without the path inside it.
  const parts = spec.split('/')
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? spec)
}

export function violations(files: SourceFile[]): Violation[] {
  const found: Violation[] = []
  for (const file of files) {
    found.push(...coreReaches(file))
    const governing = rules.filter((r) => r.governs(file.path))
    if (governing.length === 0) continue
    for (const spec of specifiers(file.text)) {
      const target = resolveSpecifier(file.path, spec)
      for (const rule of governing) {
        if (rule.refuses(target)) found.push({ rule: rule.name, file: file.path, imports: spec })
      }
    }
  }
  return found
}

/**
 * The repository's TypeScript sources under the checked folders (scripts
 * and benches for the core's wall; the import rules govern the four parts).
 */
export function readSources(root: string): SourceFile[] {
  const out: SourceFile[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`
      if (entry.isDirectory()) {
        if (rel !== 'app/paraglide') walk(rel)
      } else if (/\.tsx?$/.test(entry.name) && rel !== 'app/routeTree.gen.ts') {
        out.push({ path: rel, text: readFileSync(path.join(root, rel), 'utf8') })
      }
    }
  }
  for (const dir of ['app', 'engine', 'contract', 'money', 'scripts', 'bench']) walk(dir)
  return out
}
