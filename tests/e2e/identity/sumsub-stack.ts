/**
 * A stack of its own with Sumsub's keys, for the identity specs (the
 * suite's stack runs without them: verification off): the Sumsub stand-in
 * (its REST API for the engine, its WebSDK frame for the page, its
 * webhooks over HTTP to the engine, signed as Sumsub signs them) and
 * `scripts/start.ts` on ports offset from E2E_WEB_PORT / E2E_ENGINE_PORT,
 * a pair of offsets per spec file so no two files share a port. Its
 * helpers reach this stack's engine, not the suite's.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { SumsubStandin } from '../../support/sumsub-standin'

export const PASSWORD = 'correct horse 42'

/** An engine session (cookies and XSRF, as a browser's) at one origin. */
export class StackSession {
  private readonly cookies = new Map<string, string>()
  private readonly origin: string
  constructor(origin: string) {
    this.origin = origin
  }

  async call<T = unknown>(method: string, route: string, body?: unknown): Promise<T> {
    if (!this.cookies.has('XSRF-TOKEN') && route !== '/sanctum/csrf-cookie')
      await this.call('GET', '/sanctum/csrf-cookie')
    const answer = await fetch(`${this.origin}${route}`, {
      method,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-xsrf-token': decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? ''),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    for (const cookie of answer.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';')
      const at = pair.indexOf('=')
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
    if (!answer.ok) throw new Error(`${method} ${route} answered ${answer.status}`)
    const text = await answer.text()
    return (text ? JSON.parse(text) : {}) as T
  }
}

export class SumsubStack {
  readonly web: string
  readonly engine: string
  readonly standin: SumsubStandin
  private readonly webPort: number
  private readonly enginePort: number
  private readonly standinPort: number
  private process: ChildProcess | undefined

  /** `offset` for the web and the engine, `standinOffset` for the stand-in. */
  constructor(offset: number, standinOffset: number) {
    this.webPort = Number(process.env.E2E_WEB_PORT ?? 3100) + offset
    this.enginePort = Number(process.env.E2E_ENGINE_PORT ?? 8100) + offset
    this.standinPort = Number(process.env.E2E_ENGINE_PORT ?? 8100) + standinOffset
    this.web = `http://localhost:${this.webPort}`
    this.engine = `http://127.0.0.1:${this.enginePort}`
    this.standin = new SumsubStandin(async (d) => {
      const answer = await fetch(`${this.engine}${d.path}`, {
        method: 'POST',
        headers: d.headers,
        body: d.body,
      })
      return answer.status
    })
  }

  /** Starts the stand-in and the stack before this file's tests, and stops both after. */
  aroundThisFile(): this {
    test.beforeAll(async () => {
      test.setTimeout(400_000)
      await this.start()
    })
    test.afterAll(async () => this.stop())
    return this
  }

  async start(): Promise<void> {
    await this.standin.start(this.standinPort)
    const stack = spawn(path.resolve('node_modules/.bin/node'), ['scripts/start.ts'], {
      env: {
        ...process.env,
        PORT: String(this.webPort),
        ENGINE_PORT: String(this.enginePort),
        WEB_BASE_URL: this.web,
        ENGINE_PUBLIC_URL: `http://localhost:${this.enginePort}`,
        NODE_ENV: 'test',
        MARKET_FEED: 'manual',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'proptrade-sumsub-')),
        LOG_LEVEL: 'warn',
        ...this.standin.env(),
        SUMSUB_WEBSDK_URL: this.standin.origin,
      },
      stdio: 'ignore',
      detached: true,
    })
    this.process = stack
    for (let i = 0; ; i++) {
      const up = await fetch(`${this.web}/403`).then(
        (r) => r.ok,
        () => false,
      )
      if (up) break
      if (i > 1500 || stack.exitCode !== null) throw new Error('the Sumsub stack did not start')
      await new Promise((r) => setTimeout(r, 250))
    }
  }

  async stop(): Promise<void> {
    // The stack's process group: its engine and web with it.
    if (this.process?.pid) process.kill(-this.process.pid, 'SIGTERM')
    await this.standin.stop()
  }

  /** A test endpoint of this stack's engine (NODE_ENV=test only). */
  async testEndpoint<T = unknown>(route: string, body: unknown): Promise<T> {
    const answer = await fetch(`${this.engine}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!answer.ok) throw new Error(`${route} answered ${answer.status}`)
    return (await answer.json()) as T
  }

  /** A trader registered at this stack's engine, with a locked English name. */
  async trader(first: string, last: string): Promise<string> {
    const email = `sumsub-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.test`
    const session = new StackSession(this.engine)
    await session.call('POST', '/v1/auth/register', {
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    })
    await session.call('POST', '/v1/auth/updateProfileBaseInfo', {
      firstName: first,
      lastName: last,
      firstNameEN: first,
      lastNameEN: last,
      confirm: true,
    })
    return email
  }

  /** An engine session of a user of this stack. */
  async session(email: string): Promise<StackSession> {
    const session = new StackSession(this.engine)
    await session.call('POST', '/v1/auth/login', { email, password: PASSWORD, remember: true })
    return session
  }

  /** A support member of this stack (the test endpoint gives the role). */
  async staffMember(): Promise<string> {
    const email = await this.trader('Staff', 'Member')
    await this.testEndpoint('/test/users/role', { email, role: 'support' })
    return email
  }

  /** Signs a browser in through /signin in this language and theme; waits for `to`. */
  async signIn(page: Page, email: string, language: 'en' | 'fa', dark: boolean, to: string) {
    await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' })
    await page.context().addCookies([{ name: 'lang', value: language, url: this.web }])
    await page.goto(`${this.web}/signin?returnURL=${encodeURIComponent(to)}`)
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
    await page.locator('input[type="email"]').fill(email)
    await page.locator('input[type="password"]').fill(PASSWORD)
    await page.locator('form button[type="submit"]').click()
    const escaped = to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    await expect(page).toHaveURL(new RegExp(`${escaped}$`))
  }
}
