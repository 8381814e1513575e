/**
 * A redis-server of the test's own, on a port of our range, that the test
 * may stop and start again (never the shared one on 6379).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { connect } from 'node:net'

const BINARY = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => existsSync(p))

export const haveRedisServer = BINARY !== undefined

export class OwnRedis {
  readonly port: number
  private child: ChildProcess | undefined

  constructor(port: number) {
    this.port = port
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`
  }

  async start(): Promise<void> {
    if (!BINARY) throw new Error('redis-server is not installed')
    this.child = spawn(BINARY, ['--port', String(this.port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    })
    for (let i = 0; i < 100; i++) {
      if (await answers(this.port)) return
      await new Promise((r) => setTimeout(r, 50))
    }
    throw new Error(`redis-server on ${this.port} did not start`)
  }

  /** Stops the server this test started (by its pid), and waits until the port is closed. */
  async stop(): Promise<void> {
    const child = this.child
    if (!child || child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL')
    await exited
    this.child = undefined
  }

  /** Empties it (between tests). */
  flush(): void {
    execFileSync('redis-cli', ['-p', String(this.port), 'FLUSHALL'], { stdio: 'ignore' })
  }
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.end()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}
