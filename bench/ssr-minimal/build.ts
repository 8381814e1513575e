/** Builds the minimal app (bench/ssr.ts runs this as a child). */
import path from 'node:path'
import { createBuilder } from 'vite'

const root = import.meta.dirname
const builder = await createBuilder(
  { root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' },
  null,
)
await builder.buildApp()
process.exit(0)
