/**
 * `vite dev` parses the web's configuration when it starts, as the
 * production server does (decision 622): a bad variable stops it at once,
 * naming the variable, instead of failing the first request that reads it.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')

describe('vite dev', () => {
  it('refuses to start on a bad variable, naming it', async () => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), 'dev', '--port', '0', '--strictPort'],
      {
        cwd: root,
        env: { ...process.env, API_BASE_URL: 'not a url', NODE_ENV: 'development' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    // Before the parse at boot it served: stop it once it says it is ready.
    const code = await new Promise<number | null>((resolve) => {
      child.on('exit', resolve)
      const timer = setInterval(() => {
        if (/ready in|Local:/.test(output)) child.kill('SIGTERM')
      }, 100)
      child.on('exit', () => clearInterval(timer))
    })
    expect(output).not.toMatch(/ready in|Local:/)
    expect(output).toContain('Invalid web configuration')
    expect(output).toContain('API_BASE_URL.0: each entry must be a URL')
    expect(code).toBe(1)
  }, 120_000)
})
