/**
 * `npm start`: build the web if its sources changed, then run the engine and
 * the web together. With API_BASE_URL set, only the web runs, against that
 * upstream.
 */
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
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
  if (!existsSync(path.join(root, 'dist/server/server.js')) || !existsSync(stamp)) return true
  const built = statSync(stamp).mtimeMs
  return [...sources, ...sourceFiles].some((entry) => newestMtime(entry) > built)
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env })
  return child
}

function exitCodeOf(child: ReturnType<typeof run>): Promise<number> {
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)))
}

if (needsBuild()) {
  console.log('building the web…')
  const code = await exitCodeOf(
    run(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build']),
  )
  if (code !== 0) process.exit(code)
  writeFileSync(stamp, new Date().toISOString())
}

const children: ReturnType<typeof run>[] = []
const stopAll = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stopAll)
process.on('SIGTERM', stopAll)

const web = run(process.execPath, [path.join(root, 'scripts/web-server.ts')])
children.push(web)
process.exitCode = await exitCodeOf(web)
stopAll()
