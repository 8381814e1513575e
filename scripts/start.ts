/**
 * `npm start`: run the engine and, while it boots, build the web if its
 * sources changed; then run the web. With API_BASE_URL set, only the web
 * runs, against that upstream.
 */
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { engineNodeFlags } from './engine-node-flags.ts'
import { WEB_NODE_FLAGS } from './web-node-flags.ts'

const root = path.resolve(import.meta.dirname, '..')
/** Both services survive undici's late close of a cancelled stream (closed-stream-guard.ts). */
const STREAM_GUARD = [
  '--import',
  pathToFileURL(path.join(root, 'scripts/closed-stream-guard.ts')).href,
]
const stamp = path.join(root, 'dist/.build-stamp')
const sources = ['app', 'messages', 'contract', 'public', 'project.inlang']
const sourceFiles = ['vite.config.ts', 'package-lock.json', 'paraglide.options.ts']

function newestMtime(entry: string): number {
  const full = path.join(root, entry)
  if (!existsSync(full)) return 0
  const stat = statSync(full)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const child of readdirSync(full)) {
    if (child === 'paraglide' || child === 'node_modules' || child === 'routeTree.gen.ts') continue
    newest = Math.max(newest, newestMtime(path.join(entry, child)))
  }
  return newest
}

function needsBuild(): boolean {
  const server = path.join(root, 'dist/server/server.js')
  if (!existsSync(server)) return true
  // A build by `npm run build` (as `npm test` makes) counts as much as ours.
  const built = Math.max(existsSync(stamp) ? statSync(stamp).mtimeMs : 0, statSync(server).mtimeMs)
  return [...sources, ...sourceFiles].some((entry) => newestMtime(entry) > built)
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env })
  return child
}

function exitCodeOf(child: ReturnType<typeof run>): Promise<number> {
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)))
}

const children: ReturnType<typeof run>[] = []
const stopAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
}
process.on('SIGINT', stopAll)
process.on('SIGTERM', stopAll)

// The engine boots (on a fresh clone: PGlite's initdb and the migrations)
// while the web builds: neither waits for the other (issue 19).
const env = { ...process.env }
let engineReady: Promise<void> | undefined
if (!process.env.API_BASE_URL) {
  const port = Number(process.env.ENGINE_PORT ?? 8000)
  console.log(
    process.env.DATABASE_URL
      ? 'starting the engine (Postgres at DATABASE_URL)…'
      : `starting the engine (PGlite under ${process.env.DATA_DIR ?? 'data'}/)…`,
  )
  const engine = run(
    process.execPath,
    [...engineNodeFlags(env), ...STREAM_GUARD, path.join(root, 'engine/main.ts')],
    env,
  )
  children.push(engine)
  engine.on('exit', (code) => {
    if (code !== 0 && code !== null) console.error(`engine exited with ${code}`)
    stopAll()
  })
  engineReady = waitForHealth(`http://127.0.0.1:${port}/health`, engine)
  env.API_BASE_URL = `http://127.0.0.1:${port}`
}

if (needsBuild()) {
  console.log('building the web (first start, or its sources changed)…')
  // Always the production bundle, even when the stack runs under NODE_ENV=test
  // (the browser tests): React's development build is not what users get.
  const build = run(process.execPath, [path.join(root, 'scripts/build-web.ts')], {
    ...process.env,
    NODE_ENV: 'production',
  })
  children.push(build)
  const code = await exitCodeOf(build)
  if (code !== 0) {
    stopAll()
    process.exit(code)
  }
  writeFileSync(stamp, new Date().toISOString())
}

if (engineReady) {
  await engineReady
  console.log(`engine ready at ${env.API_BASE_URL}; starting the web…`)
}

const web = run(
  process.execPath,
  [...WEB_NODE_FLAGS, ...STREAM_GUARD, path.join(root, 'scripts/web-server.ts')],
  env,
)
children.push(web)
process.exitCode = await exitCodeOf(web)
stopAll()

async function waitForHealth(url: string, child: ReturnType<typeof run>): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) process.exit(child.exitCode || 1)
    // On Postgres an engine answers /health while it waits for the lock: serving once active.
    const ok = await fetch(url).then(
      async (r) => r.ok && ((await r.json()) as { role?: string }).role === 'active',
      () => false,
    )
    if (ok) return
    await new Promise((r) => setTimeout(r, 200))
  }
  console.error(`engine did not answer ${url} within 120 s`)
  stopAll()
  process.exit(1)
}
