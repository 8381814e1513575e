// Did `npm install` keep every version the committed lockfile pins?
// It may add entries (other platforms' optional binaries the registry now
// lists); it may not change or drop a pinned one.
// Usage: node .ci/locked-versions-kept.mjs <committed-lock.json> <installed-lock.json>
import { readFileSync } from 'node:fs'

const [committedPath, installedPath] = process.argv.slice(2)
const packages = (path) => JSON.parse(readFileSync(path, 'utf8')).packages ?? {}
const committed = packages(committedPath)
const installed = packages(installedPath)

const moved = []
for (const [path, entry] of Object.entries(committed)) {
  const now = installed[path]
  if (!now) {
    if (!entry.optional) moved.push(`${path || '(root)'}: dropped`)
  } else if (now.version !== entry.version) {
    moved.push(`${path || '(root)'}: ${entry.version} → ${now.version}`)
  }
}
for (const [path, entry] of Object.entries(installed)) {
  if (!committed[path] && !entry.optional) moved.push(`${path}: added, not optional`)
}
if (moved.length > 0) {
  console.error(`package-lock.json moved during install:\n  ${moved.join('\n  ')}`)
  process.exit(1)
}
