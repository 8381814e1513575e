/**
 * Engine child processes on one Postgres database (failover tests and
 * bench/failover.ts): a scratch database, a signed-in trader written before
 * any engine owns the data, and engines started, asked their role and
 * killed.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import postgres from 'postgres'
import { newToken } from '../../engine/accounts/sessions.ts'
import type { Db } from '../../engine/db/client.ts'
import { sessions, users } from '../../engine/db/schema/index.ts'

const root = path.resolve(import.meta.dirname, '../..')

export interface ScratchDatabase {
  url: string
  drop(): Promise<void>
}

/** A database of its own on the server of `adminUrl`; `name` keeps it across runs (benches). */
export async function scratchDatabase(adminUrl: string, name?: string): Promise<ScratchDatabase> {
  const dbName = name ?? `failover_${randomBytes(4).toString('hex')}`
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  const [exists] = await admin`select 1 from pg_database where datname = ${dbName}`
  if (!exists) await admin.unsafe(`CREATE DATABASE "${dbName}"`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${dbName}`
  return {
    url: url.toString(),
    async drop() {
      const d = postgres(adminUrl, { max: 1, onnotice: () => {} })
      await d.unsafe(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`)
      await d.end()
    },
  }
}

export interface Trader {
  userId: number
  /** Cookie and X-XSRF-TOKEN headers of its session. */
  headers: Record<string, string>
  cookies: Array<{ name: string; value: string }>
}

/** A user with a session, written straight to the database. */
export async function insertTrader(db: Db, email: string): Promise<Trader> {
  const now = new Date()
  const [user] = await db
    .insert(users)
    .values({ email, referralCode: randomBytes(4).toString('hex'), createdAt: now, updatedAt: now })
    .returning()
  if (!user) throw new Error('no user')
  const id = newToken()
  const csrf = newToken()
  await db.insert(sessions).values({
    id,
    userId: user.id,
    csrfToken: csrf,
    createdAt: now,
    lastActivity: now,
    expiresAt: new Date(now.getTime() + 6 * 3600_000),
  })
  return {
    userId: user.id,
    headers: {
      'content-type': 'application/json',
      cookie: `proptrade_session=${id}; XSRF-TOKEN=${csrf}`,
      'x-xsrf-token': csrf,
    },
    cookies: [
      { name: 'proptrade_session', value: id },
      { name: 'XSRF-TOKEN', value: csrf },
    ],
  }
}

export interface EngineProcess {
  child: ChildProcess
  port: number
  base: string
  /** Everything the process wrote on stderr so far. */
  log(): string
  exited(): boolean
}

export function startEngineProcess(options: {
  databaseUrl: string
  port: number
  env?: Record<string, string>
  nodeArgs?: string[]
}): EngineProcess {
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), path.join(root, 'engine/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
        MARKET_FEED: 'simulated',
        ...options.env,
        DATABASE_URL: options.databaseUrl,
        ENGINE_HOST: '127.0.0.1',
        ENGINE_PORT: String(options.port),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  let text = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk.toString()
    if (text.length > 200_000) text = text.slice(-100_000)
  })
  return {
    child,
    port: options.port,
    base: `http://127.0.0.1:${options.port}`,
    log: () => text,
    exited: () => child.exitCode !== null || child.signalCode !== null,
  }
}

export type Role = 'active' | 'starting' | 'standby'

/** The role an engine's /health names, or null when it does not answer. */
export async function engineRole(base: string): Promise<Role | null> {
  try {
    const r = await fetch(`${base}/health`, { signal: AbortSignal.timeout(2000) })
    if (!r.ok) return null
    return ((await r.json()) as { role?: Role }).role ?? null
  } catch {
    return null
  }
}

export async function waitForRole(
  engine: EngineProcess,
  role: Role,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (engine.exited())
      throw new Error(`engine on ${engine.port} exited:\n${engine.log().slice(-2000)}`)
    if ((await engineRole(engine.base)) === role) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`engine on ${engine.port} is not ${role}:\n${engine.log().slice(-2000)}`)
}

/** SIGKILL, and resolves once the process is gone. */
export async function killHard(engine: EngineProcess): Promise<void> {
  if (engine.exited()) return
  const gone = new Promise((r) => engine.child.once('exit', r))
  engine.child.kill('SIGKILL')
  await gone
}

export async function stopEngine(engine: EngineProcess): Promise<void> {
  if (engine.exited()) return
  const gone = new Promise((r) => engine.child.once('exit', r))
  engine.child.kill('SIGTERM')
  const timer = setTimeout(() => engine.child.kill('SIGKILL'), 10_000)
  await gone
  clearTimeout(timer)
}
