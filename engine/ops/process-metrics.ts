/**
 * Node's default process metrics (CPU, memory, event loop lag, GC), one
 * registry per process: they describe the process, however many engines
 * it holds (tests), and start their observers on the first scrape only.
 */
import { Counter, collectDefaultMetrics, Registry } from 'prom-client'

let registry: Registry | undefined

export function processRegistry(): Registry {
  if (!registry) {
    registry = new Registry()
    collectDefaultMetrics({ register: registry })
    countCpuSinceStart(registry)
  }
  return registry
}

/**
 * prom-client's CPU counters count from when they are made (the first
 * scrape or request here), so a scrape read a fraction of what the process
 * used (2.03 s of about 7, issue 37); adding the CPU read just before they
 * were made still missed what making them took. They are replaced by
 * counters that read process.cpuUsage() itself at each scrape: all of it.
 */
function countCpuSinceStart(registry: Registry): void {
  const seconds: Array<[string, string, (u: NodeJS.CpuUsage) => number]> = [
    ['process_cpu_user_seconds_total', 'Total user CPU time spent in seconds.', (u) => u.user],
    [
      'process_cpu_system_seconds_total',
      'Total system CPU time spent in seconds.',
      (u) => u.system,
    ],
    [
      'process_cpu_seconds_total',
      'Total user and system CPU time spent in seconds.',
      (u) => u.user + u.system,
    ],
  ]
  for (const [name, help, of] of seconds) {
    registry.removeSingleMetric(name)
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset()
        this.inc(of(process.cpuUsage()) / 1e6)
      },
    })
  }
}
