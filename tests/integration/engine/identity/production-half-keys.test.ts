/**
 * Production with a part of Sumsub's keys (issue 34, decision 590): the
 * engine process itself refuses to start, naming the missing key and no
 * key's value, instead of running with identity checks half on. (The
 * parse is unit-tested in tests/unit/engine/identity/sumsub.test.ts; this
 * is `node engine/main.ts` as an operator runs it.)
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../../..')

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://nobody@127.0.0.1:1/never',
  APP_KEY: 'k'.repeat(32),
  BROADCAST_APP_SECRET: 'b'.repeat(32),
  CERTIFICATE_SIGNING_KEY: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8',
  PAYMENT_SANDBOX_SECRET: 's'.repeat(32),
  ENGINE_PORT: '0',
}

/** Runs the engine with `env` over a clean environment; its exit code and output. */
function runEngine(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith('SUMSUB_') && name !== 'DATABASE_URL' && name !== 'NODE_ENV',
    ),
  )
  const child = spawn(process.execPath, [path.join(root, 'engine/main.ts')], {
    cwd: root,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const take = (chunk: Buffer) => {
    output += chunk.toString()
  }
  child.stdout.on('data', take)
  child.stderr.on('data', take)
  return new Promise((resolve) => {
    // Whatever happens, never leave it running.
    const timer = setTimeout(() => child.kill('SIGTERM'), 60_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

describe('the engine in production with a part of the Sumsub keys', () => {
  const values = {
    SUMSUB_APP_TOKEN: 'prd:app-token-value-4242',
    SUMSUB_SECRET_KEY: 'secret-key-value-4242',
    SUMSUB_WEBHOOK_SECRET: 'webhook-secret-value-4242',
  }

  it('refuses to start without the webhook secret, naming it and no value', async () => {
    const { code, output } = await runEngine({
      ...production,
      SUMSUB_APP_TOKEN: values.SUMSUB_APP_TOKEN,
      SUMSUB_SECRET_KEY: values.SUMSUB_SECRET_KEY,
    })
    expect(code).not.toBe(0)
    expect(output).toContain(
      'SUMSUB_WEBHOOK_SECRET: required in production when SUMSUB_APP_TOKEN and SUMSUB_SECRET_KEY are set',
    )
    for (const value of Object.values(values)) expect(output).not.toContain(value)
  }, 90_000)

  it('refuses to start with the webhook secret alone, naming both missing keys', async () => {
    const { code, output } = await runEngine({
      ...production,
      SUMSUB_WEBHOOK_SECRET: values.SUMSUB_WEBHOOK_SECRET,
    })
    expect(code).not.toBe(0)
    expect(output).toMatch(/SUMSUB_APP_TOKEN: required in production when SUMSUB_WEBHOOK_SECRET/)
    expect(output).toMatch(/SUMSUB_SECRET_KEY: required in production when SUMSUB_WEBHOOK_SECRET/)
    expect(output).not.toContain(values.SUMSUB_WEBHOOK_SECRET)
    expect(output).not.toContain('listening')
  }, 90_000)
})
