/**
 * Lighthouse performance, mobile preset (lighthouse's default: a Moto G
 * class phone on slow 4G, simulated throttling), of four pages on the
 * production build: /signin, /trade and /challenges/new as a visitor,
 * then /dashboard signed in (the session in Chrome's cookie store, set
 * through the DevTools protocol: bench/support/chrome-cookies.ts).
 * Debian's Chromium at /usr/bin/chromium (CHROMIUM to change it). Each
 * page runs [runs] times; the median score counts. LH_REPORT=dir writes each
 * run's report (JSON) there. LH_ONLY=/dashboard
 * (a path) scores that page alone.
 *
 *   npm run build && flock /tmp/heavy.lock node_modules/.bin/node bench/lighthouse.ts [runs]
 *
 * Ports 9383 (web) and 9384 (engine); LH_WEB_PORT / LH_ENGINE_PORT to change.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { setChromeCookies } from './support/chrome-cookies.ts'
import { signedInCookie, startStack } from './support/ssr-stack.ts'

const RUNS = Number(process.argv[2] ?? 3)
const GOAL = 95
const stack = await startStack({
  webPort: Number(process.env.LH_WEB_PORT ?? 9383),
  enginePort: Number(process.env.LH_ENGINE_PORT ?? 9384),
})
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
})
try {
  // The visitor's pages first; then the session goes into Chrome's own
  // cookie store (a cookie as an extra header did not sign Chrome in).
  const pages: { path: string; signedIn?: boolean }[] = [
    { path: '/signin' },
    { path: '/trade' },
    { path: '/challenges/new' },
    { path: '/dashboard', signedIn: true },
  ]
  for (const page of pages) {
    if (process.env.LH_ONLY && page.path !== process.env.LH_ONLY) continue
    if (page.signedIn)
      await setChromeCookies(Number(chrome.port), stack.site, await signedInCookie(stack.engine))
    const scores: number[] = []
    const metrics: string[] = []
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${stack.site}${page.path}`, {
        port: Number(chrome.port),
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
        extraHeaders: { 'accept-language': 'en' },
      })
      const lhr = result?.lhr
      if (!lhr) throw new Error(`lighthouse gave no result for ${page.path}`)
      // A page that ended elsewhere (a signed-in page sent to /signin) is not scored.
      if (lhr.finalDisplayedUrl !== `${stack.site}${page.path}`) {
        console.log(`${page.path.padEnd(16)} not scored: it ended on ${lhr.finalDisplayedUrl}`)
        break
      }
      if (process.env.LH_REPORT) {
        const name = `${page.path.replace(/\W+/g, '_')}-${run + 1}.json`
        writeFileSync(path.join(process.env.LH_REPORT, name), JSON.stringify(lhr))
      }
      scores.push(Math.round((lhr.categories.performance?.score ?? 0) * 100))
      const audit = (id: string) => lhr.audits[id]?.displayValue ?? '?'
      metrics.push(
        `FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}, SI ${audit('speed-index')}`,
      )
    }
    if (scores.length === 0) continue
    const order = scores.map((s, i) => [s, i] as const).sort((x, y) => x[0] - y[0])
    const [median, at] = order[Math.floor(order.length / 2)] as readonly [number, number]
    console.log(
      `${page.path.padEnd(16)} performance ${median} (runs ${scores.join(', ')}; goal ≥ ${GOAL})  median run: ${metrics[at]}`,
    )
  }
} finally {
  chrome.kill()
  await stack.stop()
}
