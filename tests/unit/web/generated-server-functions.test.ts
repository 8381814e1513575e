/**
 * The committed server functions under app/server/generated/ are what
 * scripts/gen.ts writes from the contract and the manifest today: a contract
 * or manifest change without `npm run gen` fails here (and in
 * `npm run typecheck`, which runs `scripts/gen.ts --check`).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { generatedDir, renderServerFunctions } from '../../../scripts/server-functions.ts'

const root = path.resolve(import.meta.dirname, '../../..')

describe('generated server functions', () => {
  const wanted = renderServerFunctions()

  it('has exactly the generated modules, no leftover one', () => {
    const present = readdirSync(path.join(root, generatedDir)).map((f) => `${generatedDir}/${f}`)
    expect(present.sort()).toEqual([...wanted.keys()].sort())
  })

  it.each([...wanted])('%s is up to date', (file, text) => {
    expect(readFileSync(path.join(root, file), 'utf8')).toBe(text)
  })

  it('writes the same text twice (idempotent)', () => {
    expect(renderServerFunctions()).toEqual(wanted)
  })
})
