/** `npm run openapi`: writes docs/openapi.json from the contract. */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildOpenApi } from '#contract/openapi.ts'

const target = path.resolve(import.meta.dirname, '../docs/openapi.json')
const document = buildOpenApi()
writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`)
console.log(
  `wrote ${path.relative(process.cwd(), target)} (${Object.keys(document.paths as object).length} paths)`,
)
