/**
 * Issue 31, item 7: the web started as the README's `npm start` starts it
 * (no NODE_ENV) renders pages with React's production build. A second web
 * node, `node scripts/start.ts` exactly, in front of this run's engine
 * (API_BASE_URL set: only the web starts); a probe in it lists the
 * CommonJS modules it loaded when it exits (tests/support/module-probe.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { expect, test } from '@playwright/test'

const enginePort = Number(process.env.E2E_ENGINE_PORT ?? 8100)
const webPort = Number(process.env.E2E_WEB_PORT ?? 3100) + 50
const site = `http://127.0.0.1:${webPort}`

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null
    ? Promise.resolve()
    : new Promise((r) => child.once('exit', () => r()))
}

test('`npm start` serves pages from React’s production build', async () => {
  test.setTimeout(120_000)
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'renderer-')), 'modules.jsonl')
  const probe = pathToFileURL(path.resolve('tests/support/module-probe.ts')).href
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(webPort),
    HOST: '127.0.0.1',
    API_BASE_URL: `http://127.0.0.1:${enginePort}`,
    LOG_LEVEL: 'warn',
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${probe}`.trim(),
    MODULE_PROBE_OUT: out,
  }
  // As the README runs it: no mode set at all.
  delete env.NODE_ENV
  delete env.APP_ENV
  const start = spawn(process.execPath, ['scripts/start.ts'], { env, stdio: 'inherit' })
  try {
    await expect
      .poll(
        () =>
          fetch(`${site}/signin`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 90_000 },
      )
      .toBe(200)
    const page = await (await fetch(`${site}/signin`)).text()
    expect(page).toContain('<form')
  } finally {
    start.kill('SIGTERM')
    await exited(start)
  }
  const lines = readFileSync(out, 'utf8').trim().split('\n')
  const web = lines
    .map((line) => JSON.parse(line) as { script: string; modules: string[] })
    .find((p) => p.script.endsWith(path.join('scripts', 'web-server.ts')))
  expect(web, 'the web node reported its modules').toBeDefined()
  const react = (web?.modules ?? [])
    .filter((m) => /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]cjs[\\/]/.test(m))
    .map((m) => path.basename(m))
  expect(react).toContain('react-dom-server.node.production.js')
  expect(react).toContain('react.production.js')
  expect(react.filter((name) => name.includes('development'))).toEqual([])
})
