/**
 * Node's default process metrics (CPU, memory, event loop lag, GC), one
 * registry per process: they describe the process, however many engines
 * it holds (tests), and start their observers on the first scrape only.
 */
import { type Counter, collectDefaultMetrics, Registry } from 'prom-client'

let registry: Registry | undefined

export function processRegistry(): Registry {
  if (!registry) {
    const before = process.cpuUsage()
    registry = new Registry()
    collectDefaultMetrics({ register: registry })
    countCpuSinceStart(registry, before)
  }
  return registry
}

/**
 * prom-client's CPU counters count from when they are made (the first
 * scrape here), so a scrape read a fraction of what the process used
 * (2.03 s of about 7, issue 37). They start from the CPU the process had
 * used when they were made: they then read process.cpuUsage() itself.
 */
function countCpuSinceStart(registry: Registry, used: NodeJS.CpuUsage): void {
  const add = (name: string, micros: number) => {
    const counter = registry.getSingleMetric(name) as Counter | undefined
    counter?.inc(micros / 1e6)
  }
  add('process_cpu_user_seconds_total', used.user)
  add('process_cpu_system_seconds_total', used.system)
  add('process_cpu_seconds_total', used.user + used.system)
}
