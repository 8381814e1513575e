/**
 * One way to hold a shared thing (issue 37): what the engine's parts share
 * for its life is a field of the engine context, made at boot
 * (engine/context.ts), never a module-level map keyed on the context or its
 * configuration; what the web holds for its process goes through
 * app/server/process-shared.server.ts, never its own globalThis slot or a
 * module-level `let` in server code.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

interface Source {
  path: string
  text: string
}

function sources(dir: string): Source[] {
  const out: Source[] = []
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`
      if (entry.isDirectory()) {
        if (child !== 'app/paraglide') walk(child)
      } else if (/\.tsx?$/.test(entry.name)) {
        out.push({ path: child, text: readFileSync(path.join(root, child), 'utf8') })
      }
    }
  }
  walk(dir)
  return out
}

/** Module-level maps keyed on the engine's context or configuration. */
function engineHolders(files: Source[]): string[] {
  const keyed = /new (Weak)?Map<\s*(EngineContext|EngineConfig)\b/
  return files.filter((f) => keyed.test(f.text)).map((f) => f.path)
}

/** The helper is the web's one globalThis holder; zod-jitless.ts sets zod's own global option. */
const GLOBAL_ALLOWED = new Set(['app/server/process-shared.server.ts', 'app/lib/zod-jitless.ts'])

function webHolders(files: Source[]): string[] {
  const found: string[] = []
  for (const f of files) {
    const code = f.text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
    if (/\bglobalThis\b/.test(code) && !GLOBAL_ALLOWED.has(f.path))
      found.push(`${f.path}: globalThis`)
    if (/^app\/server\//.test(f.path) && /^let\s/m.test(code)) found.push(`${f.path}: let`)
  }
  return found
}

describe('shared things are held one way', () => {
  it('the engine keeps no map keyed on its context or configuration', () => {
    const files = sources('engine')
    expect(files.length).toBeGreaterThan(200)
    expect(engineHolders(files)).toEqual([])
  })

  it('the web holds process-wide things only through processShared', () => {
    const files = [
      ...sources('app'),
      { path: 'app.config.ts', text: readFileSync(path.join(root, 'app.config.ts'), 'utf8') },
    ]
    expect(files.length).toBeGreaterThan(200)
    expect(webHolders(files)).toEqual([])
  })

  it('catches each kind of holder (deliberate ones)', () => {
    expect(
      engineHolders([
        {
          path: 'engine/a.ts',
          text: 'const caches = new WeakMap<EngineContext, Map<string, 1>>()',
        },
        { path: 'engine/b.ts', text: 'const clients = new WeakMap<EngineConfig, Stripe>()' },
        { path: 'engine/c.ts', text: 'const hooksOf = new WeakMap<object, Hook[]>()' },
      ]),
    ).toEqual(['engine/a.ts', 'engine/b.ts'])
    expect(
      webHolders([
        { path: 'app/server/x.server.ts', text: 'const h = globalThis as { __relay?: Relay }' },
        { path: 'app/server/y.server.ts', text: 'let client: UpstreamClient | undefined' },
        { path: 'app/lib/z.ts', text: '// globalThis is not used here\nlet frame = 0' },
      ]),
    ).toEqual(['app/server/x.server.ts: globalThis', 'app/server/y.server.ts: let'])
  })
})
