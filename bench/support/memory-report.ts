/**
 * Preloaded (`--import`) into a process a memory bench starts: on SIGUSR2 it
 * writes the process's memory figures as one JSON line to MEMORY_REPORT_FILE:
 * as they stand, and (under --expose-gc) again after a full collection.
 */
import { appendFileSync, readFileSync } from 'node:fs'

const file = process.env.MEMORY_REPORT_FILE
const mb = (n: number) => Math.round((n / 1048576) * 10) / 10

function figures() {
  const m = process.memoryUsage()
  const status = readFileSync('/proc/self/status', 'utf8')
  const kb = (key: string) => Number(status.match(new RegExp(`^${key}:\\s+(\\d+)`, 'm'))?.[1] ?? 0)
  return {
    rss: mb(m.rss),
    rssAnon: mb(kb('RssAnon') * 1024),
    rssFile: mb(kb('RssFile') * 1024),
    heapUsed: mb(m.heapUsed),
    heapTotal: mb(m.heapTotal),
    external: mb(m.external),
    arrayBuffers: mb(m.arrayBuffers),
  }
}

if (file) {
  process.on('SIGUSR2', () => {
    const before = figures()
    const gc = (globalThis as { gc?: () => void }).gc
    let afterGc: ReturnType<typeof figures> | undefined
    if (gc) {
      gc()
      afterGc = figures()
    }
    appendFileSync(file, `${JSON.stringify({ before, afterGc })}\n`)
  })
}
