/**
 * Writes what each chunk of the browser build holds to dist/client-chunks.json
 * (beside dist/client, so it is not served): its file, its name, the modules
 * in it (repository paths) and the chunks it imports. Read by
 * tests/build/chunks.test.ts after `npm run build` (decision 629).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

export interface ChunkEntry {
  fileName: string
  name: string
  isEntry: boolean
  /** Repository-relative module ids (node_modules/… for packages, virtual ids as given). */
  modules: string[]
  /** Each module's rendered size in bytes, in the order of `modules`. */
  sizes: number[]
  imports: string[]
  dynamicImports: string[]
}

export const CHUNK_MAP = 'dist/client-chunks.json'

export function chunkMap(): Plugin {
  const root = path.resolve(import.meta.dirname, '..')
  const relative = (id: string) =>
    id.startsWith(root) ? path.relative(root, id).split(path.sep).join('/') : id
  return {
    name: 'proptrade:chunk-map',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(_options, bundle) {
      const chunks: ChunkEntry[] = []
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        chunks.push({
          fileName: output.fileName,
          name: output.name,
          isEntry: output.isEntry,
          modules: output.moduleIds.map(relative),
          sizes: output.moduleIds.map((id) => output.modules[id]?.renderedLength ?? 0),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
        })
      }
      mkdirSync(path.join(root, 'dist'), { recursive: true })
      writeFileSync(path.join(root, CHUNK_MAP), `${JSON.stringify(chunks, null, 1)}\n`)
    },
  }
}
