/**
 * The stack bench/ssr.ts and bench/lighthouse.ts measure: the engine on
 * PGlite in a fresh data dir and the web's production build (dist/), each
 * its own Node process, started as `npm start` starts them. The web runs
 * with NODE_ENV=production: the server bundle loads React from
 * node_modules, which picks its development or production build by it.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { WEB_NODE_FLAGS } from '../../scripts/web-node-flags.ts'

export const root = path.resolve(import.meta.dirname, '../..')
const guard = ['--import', pathToFileURL(path.join(root, 'scripts/closed-stream-guard.ts')).href]

export interface Stack {
  web: ChildProcess
  /** The engine's process (its CPU a request counts too). */
  engineProcess: ChildProcess
  site: string
  engine: string
  /** Starts another Node process that stop() ends too. */
  spawnNode(args: string[], env: Record<string, string>): ChildProcess
  stop(): Promise<void>
}

export async function until(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not answer`)
}

export async function startStack(options: {
  webPort: number
  enginePort: number
  /** Extra flags for the web's Node (e.g. --cpu-prof). */
  webFlags?: string[]
  /** Extra flags for the engine's Node. */
  engineFlags?: string[]
}): Promise<Stack> {
  if (!existsSync(path.join(root, 'dist/server/server.js'))) throw new Error('npm run build first')
  const children: ChildProcess[] = []
  const spawnNode = (args: string[], env: Record<string, string>) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    children.push(child)
    return child
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-ssr-'))
  const engine = `http://127.0.0.1:${options.enginePort}`
  const engineProcess = spawnNode(
    [...(options.engineFlags ?? []), ...guard, path.join(root, 'engine/main.ts')],
    {
      NODE_ENV: 'test',
      PORT: String(options.enginePort),
      ENGINE_PORT: String(options.enginePort),
      MARKET_FEED: 'manual',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    },
  )
  const web = spawnNode(
    [
      ...WEB_NODE_FLAGS,
      ...(options.webFlags ?? []),
      ...guard,
      path.join(root, 'scripts/web-server.ts'),
    ],
    {
      NODE_ENV: 'production',
      HSTS: 'false',
      PORT: String(options.webPort),
      HOST: '127.0.0.1',
      API_BASE_URL: engine,
    },
  )
  const site = `http://127.0.0.1:${options.webPort}`
  const stop = async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGINT')
    await Promise.all(
      children.map((c) =>
        c.exitCode === null ? new Promise((r) => c.once('exit', r)) : undefined,
      ),
    )
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await until(`${engine}/health`)
    await until(`${site}/403`)
  } catch (error) {
    await stop()
    throw error
  }
  return { web, engineProcess, site, engine, spawnNode, stop }
}

/**
 * Registers a user on the engine directly (CSRF cookie, then register) and
 * answers the session's cookies, as `name=value` strings.
 */
export async function registerOnEngine(
  engine: string,
  email: string,
  password: string,
): Promise<string[]> {
  const csrf = await fetch(`${engine}/sanctum/csrf-cookie`)
  const cookies = csrf.headers.getSetCookie().map((c) => c.split(';')[0] ?? '')
  const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice(11) ?? ''
  const answer = await fetch(`${engine}/v1/auth/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      cookie: cookies.join('; '),
      'x-xsrf-token': decodeURIComponent(xsrf),
    },
    body: JSON.stringify({ email, password, password_confirmation: password }),
  })
  if (answer.status !== 200) throw new Error(`register answered ${answer.status}`)
  const fresh = answer.headers.getSetCookie().map((c) => c.split(';')[0] ?? '')
  const names = new Set(fresh.map((c) => c.split('=')[0]))
  return [...cookies.filter((c) => !names.has(c.split('=')[0])), ...fresh]
}

/** A new user's session cookies (registered on the engine directly). */
export async function signedInCookie(engine: string): Promise<string> {
  const cookies = await registerOnEngine(
    engine,
    `bench-${Date.now()}@example.test`,
    'bench password 42',
  )
  return cookies.join('; ')
}
