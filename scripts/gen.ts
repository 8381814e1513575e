/**
 * Generates what type checking needs before any build: paraglide's messages
 * (ignored by git; the validation messages written into messages/*.json
 * first, from contract/validation-texts.ts), and the web's server functions from the contract
 * (committed, scripts/server-functions.ts), and the decision records' index
 * (docs/decisions/README.md, scripts/decision-index.ts). `--check` writes the messages
 * but only compares the server functions, failing when a committed one is
 * stale (npm run typecheck runs it so). Then exits: the compile leaves
 * seventeen 30 s timers behind (set by the @lix-js/sdk wasm it runs on) that
 * would keep this process idle for ~30 s after the files are written
 * (issue 19; scripts/build-web.ts does the same).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { compile } from '@inlang/paraglide-js'
import { paraglideOptions } from '../paraglide.options.ts'
import { indexFile, renderDecisionIndex } from './decision-index.ts'
import { generatedDir, renderServerFunctions } from './server-functions.ts'
import { writeMessageFiles } from './validation-messages.ts'

const root = path.resolve(import.meta.dirname, '..')
// The validation messages from their one source (contract/validation-texts.ts), before the compile.
if (!process.argv.includes('--check')) writeMessageFiles(root)
await compile(paraglideOptions)

const wanted = renderServerFunctions()
const dir = path.join(root, generatedDir)
mkdirSync(dir, { recursive: true })
const present = readdirSync(dir).map((f) => `${generatedDir}/${f}`)
const stale = [
  ...[...wanted]
    .filter(([file, text]) => {
      try {
        return readFileSync(path.join(root, file), 'utf8') !== text
      } catch {
        return true
      }
    })
    .map(([file]) => file),
  ...present.filter((file) => !wanted.has(file)),
]

if (process.argv.includes('--check')) {
  if (stale.length > 0) {
    console.error(`Stale generated server functions (run npm run gen): ${stale.join(', ')}`)
    process.exit(1)
  }
} else {
  for (const file of present) if (!wanted.has(file)) rmSync(path.join(root, file))
  for (const [file, text] of wanted) writeFileSync(path.join(root, file), text)
  // The decision records' index (a test fails when it is stale).
  writeFileSync(path.join(root, indexFile), renderDecisionIndex(root))
}
process.exit(0)
