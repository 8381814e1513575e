/**
 * The web's server functions, written from the contract (contract/index.ts)
 * and app/server/server-functions.manifest.ts: one module per group under
 * app/server/generated/. Start compiles each `createServerFn(...)` call
 * where it stands, so they are source, not made in a loop at run time.
 */
import { allEndpoints } from '#contract/index.ts'
import {
  type GeneratedSpec,
  moduleDocs,
  type ServerFunctionSpec,
  serverFunctions,
} from '../app/server/server-functions.manifest.ts'

export const generatedDir = 'app/server/generated'

interface Wrapper {
  ref: string
  spec: GeneratedSpec
  method: 'GET' | 'POST'
  multipart: boolean
}

const kebab = (group: string) => group.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
const defaultName = (group: string, key: string) =>
  `${group}${key[0]?.toUpperCase()}${key.slice(1)}`

function render(file: string, wrappers: Wrapper[]): string {
  const cached = wrappers.some((w) => w.spec.cached)
  const called = wrappers.some((w) => !w.spec.cached)
  const invalidates = wrappers.some((w) => w.spec.invalidatesCatalogue)
  const inputs = [
    ...(wrappers.some((w) => !w.multipart) ? ['endpointInput'] : []),
    ...(wrappers.some((w) => w.multipart) ? ['multipartInput'] : []),
  ]
  const cache = [
    ...(cached ? ['cachedEndpoint'] : []),
    ...(invalidates ? ['invalidateCatalogue'] : []),
  ]
  const doc = moduleDocs[file] ?? `Server functions of contract/${file}.ts.`
  const lines = [
    '// Written by scripts/gen.ts (npm run gen) from contract/ and',
    '// app/server/server-functions.manifest.ts: edit those, not this file.',
    '',
    `/** ${doc} */`,
    "import { createServerFn } from '@tanstack/react-start'",
    "import { api } from '#contract/index.ts'",
    ...(cache.length > 0
      ? [`import { ${cache.join(', ')} } from '../cache/catalogue.server'`]
      : []),
    ...(called ? ["import { callEndpoint } from '../upstream/call.server'"] : []),
    `import { ${inputs.join(', ')} } from '../upstream/endpoint-input'`,
  ]
  if (invalidates) {
    lines.push(
      '',
      '/** A catalogue edit, then every node\'s cached catalogue forgotten before "Saved." shows. */',
      'async function editCatalogue<R>(edit: Promise<R>): Promise<R> {',
      '  const saved = await edit',
      '  await invalidateCatalogue()',
      '  return saved',
      '}',
    )
  }
  for (const { ref, spec, method, multipart } of wrappers) {
    const call = spec.cached
      ? `cachedEndpoint(api.${ref}, data)`
      : `callEndpoint(api.${ref}, data${spec.startSession ? ', { startSession: true }' : ''})`
    const handler = spec.invalidatesCatalogue ? `editCatalogue(${call})` : call
    lines.push(
      '',
      ...(spec.doc ? [`/** ${spec.doc} */`] : []),
      `export const ${spec.name} = createServerFn({ method: '${method}' })`,
      `  .validator(${multipart ? 'multipartInput' : 'endpointInput'}(api.${ref}))`,
      `  .handler(({ data }) => ${handler})`,
    )
  }
  return `${lines.join('\n')}\n`
}

/** Every generated module: path (from the repository root) → its text. */
export function renderServerFunctions(): Map<string, string> {
  const specs: Partial<Record<string, ServerFunctionSpec>> = serverFunctions
  const byFile = new Map<string, Wrapper[]>()
  for (const { group, name, endpoint } of allEndpoints()) {
    const ref = `${group}.${name}`
    const spec = specs[ref] ?? { name: defaultName(group, name) }
    if ('handWritten' in spec || 'notServed' in spec) continue
    const file = spec.file ?? kebab(group)
    const method = endpoint.method === 'GET' && !spec.post ? 'GET' : 'POST'
    const list = byFile.get(file) ?? []
    list.push({ ref, spec, method, multipart: endpoint.multipart })
    byFile.set(file, list)
  }
  const files = new Map<string, string>()
  for (const [file, wrappers] of [...byFile].sort(([a], [b]) => a.localeCompare(b)))
    files.set(`${generatedDir}/${file}.functions.ts`, render(file, wrappers))
  return files
}
