/**
 * The web leaves no file open (issue 37): a 15-minute walk printed
 * "Closing file descriptor N on garbage collection" (DEP0137) 26 times. A
 * browser that left before a file's answer was sent cancelled a web
 * stream around the file that no one had read, which does not close the
 * file: the page compressor had read the answer's `body` before looking
 * whether it was a page. The probe serves files through the production
 * middleware every way a browser asks, forces garbage collection, and
 * reports every process warning.
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')

describe('static files of the production web', () => {
  it('are served every way a browser asks without a file left to the garbage collector', () => {
    const output = execFileSync(
      process.execPath,
      ['--expose-gc', path.join(root, 'tests/support/static-files-probe.ts'), '20'],
      { cwd: root, encoding: 'utf8', timeout: 90_000 },
    )
    const report = JSON.parse(output.trim().split('\n').at(-1) ?? '') as {
      gc: boolean
      statuses: Record<string, number>
      warnings: string[]
    }
    expect(report.gc).toBe(true)
    expect(report.statuses).toEqual({
      'get 200': 120,
      'head 200': 20,
      'conditional 304': 20,
      'range 206': 20,
      'unread 200': 20,
    })
    expect(report.warnings).toEqual([])
  }, 120_000)
})
