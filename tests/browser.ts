/**
 * Which Chromium the browser tests drive: Playwright's own when one is
 * installed, else Debian's. Neither: a message naming the fix.
 */
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

const DEBIAN_CHROMIUM = '/usr/bin/chromium'

export function chromiumExecutable(): string | undefined {
  const own = chromium.executablePath()
  if (own && existsSync(own)) return undefined // Playwright finds its own
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) {
    return process.env.CHROMIUM_PATH
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM
  throw new Error(
    "No Chromium for the browser tests. Install Debian's: `sudo apt-get install -y chromium` " +
      '(or set CHROMIUM_PATH to a Chromium binary, or run `npx playwright install chromium`).',
  )
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
