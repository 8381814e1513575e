/**
 * Node's default process metrics (CPU, memory, event loop lag, GC), one
 * registry per process: they describe the process, however many engines
 * it holds (tests), and start their observers on the first scrape only.
 */
import { collectDefaultMetrics, Registry } from 'prom-client'

let registry: Registry | undefined

export function processRegistry(): Registry {
  if (!registry) {
    registry = new Registry()
    collectDefaultMetrics({ register: registry })
  }
  return registry
}
