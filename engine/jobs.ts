/**
 * Time-driven work (expiries, day boundaries, reward release). Each job runs
 * on an interval, and all run at once after the test clock jumps, so a test
 * that crosses a day sees its effects immediately.
 */
import type { Logger } from './logger.ts'

export type Job = () => Promise<void>

export class Jobs {
  private readonly jobs = new Map<string, { run: Job; everyMs: number }>()
  private readonly timers: NodeJS.Timeout[] = []
  private running: Promise<void> | undefined
  private readonly log: Logger

  constructor(log: Logger) {
    this.log = log
  }

  register(name: string, everyMs: number, run: Job): void {
    this.jobs.set(name, { run, everyMs })
  }

  start(): void {
    for (const [name, job] of this.jobs) {
      const timer = setInterval(() => void this.runOne(name, job.run), job.everyMs)
      timer.unref()
      this.timers.push(timer)
    }
  }

  stop(): void {
    for (const timer of this.timers) clearInterval(timer)
    this.timers.length = 0
  }

  /** Runs every job once, in registration order (after a clock jump). */
  async runAll(): Promise<void> {
    // One pass at a time: a second call waits for the pass under way, then runs its own.
    const previous = this.running ?? Promise.resolve()
    const pass = previous.then(async () => {
      for (const [name, job] of this.jobs) await this.runOne(name, job.run)
    })
    this.running = pass
    await pass
  }

  private async runOne(name: string, run: Job): Promise<void> {
    try {
      await run()
    } catch (error) {
      this.log.error(`job ${name} failed`, { error })
    }
  }
}
