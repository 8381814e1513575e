/**
 * The browser build, read after `npm run build` (decision 629): each manual
 * chunk group of scripts/chunk-groups.ts holds what its name says, and
 * /signin's first load stays within its budget of 150 KB gzip (decision
 * 003), counted as bench/first-load-js.ts counts it in a browser: every
 * script the page loads, each gzipped at level 6.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { chunkGroups, FRAMEWORK_PACKAGES } from '../../scripts/chunk-groups.ts'
import { CHUNK_MAP, type ChunkEntry } from '../../scripts/vite-chunk-map.ts'

const root = path.resolve(import.meta.dirname, '../..')
const chunks = JSON.parse(readFileSync(path.join(root, CHUNK_MAP), 'utf8')) as ChunkEntry[]
const byFile = new Map(chunks.map((c) => [c.fileName, c]))

/** /signin's first-load budget, KB of gzip (decision 003). */
const SIGNIN_BUDGET_KB = 150

const packageOf = (id: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1]
const isMessage = (id: string) => id.startsWith('app/paraglide/messages/')

/**
 * What a group may hold besides the modules its test captures: what
 * Rolldown takes along as their dependencies, when that fits the name.
 */
const ALSO: Record<string, (id: string) => boolean> = {
  // The shared fields' labels.
  forms: isMessage,
  // Page titles are texts.
  titles: isMessage,
  // The sign-in family's texts and the session's server functions.
  auth: (id) => isMessage(id) || id === 'app/server/generated/auth.functions.ts',
}

/** The scripts a page of the route chain loads first: Start's preloads and their static imports. */
async function firstLoad(routeChain: string[]): Promise<string[]> {
  const dir = path.join(root, 'dist/server/assets')
  const file = readdirSync(dir).find((name) => name.startsWith('_tanstack-start-manifest'))
  if (!file) throw new Error('no Start manifest in dist/server/assets: run `npm run build`')
  const { tsrStartManifest } = (await import(path.join(dir, file))) as {
    tsrStartManifest: () => { routes: Record<string, { preloads?: string[] }> }
  }
  const routes = tsrStartManifest().routes
  const queue = routeChain.flatMap((id) => {
    const route = routes[id]
    if (!route) throw new Error(`no route ${id} in the Start manifest`)
    return (route.preloads ?? []).map((url) => url.replace(/^\//, ''))
  })
  const seen = new Set<string>()
  while (queue.length > 0) {
    const fileName = queue.shift() as string
    if (seen.has(fileName)) continue
    seen.add(fileName)
    queue.push(...(byFile.get(fileName)?.imports ?? []))
  }
  return [...seen]
}

describe('the browser build', () => {
  it('has one entry chunk, which holds the framework group with every package it names', () => {
    const entries = chunks.filter((c) => c.isEntry)
    expect(entries.map((c) => c.name)).toEqual(['index'])
    const entry = entries[0] as ChunkEntry
    // Only the entry imports the group, so Rolldown puts it in the entry itself.
    const holders = chunks.filter((c) => c.name === 'framework' || c.isEntry)
    const held = new Set(holders.flatMap((c) => c.modules).map(packageOf))
    expect(FRAMEWORK_PACKAGES.filter((name) => !held.has(name))).toEqual([])
    // …and no other chunk holds any of them.
    const elsewhere = chunks
      .filter((c) => !holders.includes(c))
      .flatMap((c) =>
        c.modules.filter((id) =>
          (FRAMEWORK_PACKAGES as readonly string[]).includes(packageOf(id) ?? ''),
        ),
      )
    expect(elsewhere).toEqual([])
    // zod stays out of what every page loads (decision 330).
    expect(entry.modules.filter((id) => packageOf(id) === 'zod')).toEqual([])
  })

  it.each(chunkGroups.filter((g) => g.name !== 'framework'))(
    'makes one `$name` chunk that holds only what its name says',
    ({ name, test }) => {
      const made = chunks.filter((c) => c.name === name)
      expect(made.map((c) => c.name)).toEqual([name])
      const chunk = made[0] as ChunkEntry
      const also = ALSO[name] ?? (() => false)
      expect(chunk.modules.filter((id) => !test.test(id) && !also(id))).toEqual([])
      expect(chunk.modules.filter((id) => test.test(id)).length).toBeGreaterThan(0)
    },
  )

  it(`loads /signin in at most ${SIGNIN_BUDGET_KB} KB of gzip`, async () => {
    const scripts = await firstLoad(['__root__', '/_auth', '/_auth/signin'])
    const sizes = scripts.map((fileName) => ({
      fileName,
      gzip: gzipSync(readFileSync(path.join(root, 'dist/client', fileName)), { level: 6 }).length,
    }))
    const kb = sizes.reduce((sum, s) => sum + s.gzip, 0) / 1024
    const detail = sizes.map((s) => `${(s.gzip / 1024).toFixed(1)} KB ${s.fileName}`).join(', ')
    console.log(`/signin: ${kb.toFixed(1)} KB gzip in ${scripts.length} scripts`)
    expect(scripts.length).toBeGreaterThan(1)
    expect(kb, `/signin ${kb.toFixed(1)} KB: ${detail}`).toBeLessThanOrEqual(SIGNIN_BUDGET_KB)
  })
})
