/**
 * Loaded with `--import` (through NODE_OPTIONS) into a process under test:
 * when the process exits, appends one JSON line to MODULE_PROBE_OUT naming
 * its script and every CommonJS module it ran (React's builds are
 * CommonJS, so which of them a server rendered with shows here). Node's
 * ESM loader also enters the modules a package's entry re-exports in
 * either branch (React's development build too) while reading their
 * export names, without running them: those are not `loaded`.
 */
import { appendFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const out = process.env.MODULE_PROBE_OUT
const ran = (cache: NodeJS.Dict<NodeJS.Module>) =>
  Object.entries(cache)
    .filter(([, module]) => module?.loaded)
    .map(([file]) => file)

if (out) {
  const require = createRequire(import.meta.url)
  process.on('exit', () => {
    const line = { script: process.argv[1] ?? '', modules: ran(require.cache) }
    appendFileSync(out, `${JSON.stringify(line)}\n`)
  })
}
