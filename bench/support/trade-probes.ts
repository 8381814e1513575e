/**
 * Probes the trade-tick bench installs in the page before the app loads:
 * the ticker's SSE arrival (a wrapped EventSource), the DOM showing it (a
 * MutationObserver) and React's commits (a DevTools global hook, which
 * production React calls on every commit).
 */
import type { Page } from '@playwright/test'

export interface TickProbe {
  price: string
  arrivedAt: number
  lastAt: number | null
  lastWall: number | null
  /** The task after the one that showed it: the frame with it painted. */
  lastPaintedAt: number | null
  equityAt: number | null
  commits: number
  rendered: number
}

/** One `depth` event of BTCUSDT: its arrival, the book's best bid showing it, and the paint after. */
export interface BookProbe {
  bid: string
  arrivedAt: number
  domAt: number | null
  paintedAt: number | null
  paintedWall: number | null
  commits: number
}

export async function installProbes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Fiber = {
      tag: number
      type: { displayName?: string; name?: string; type?: { name?: string } } | string | null
      memoizedProps: unknown
      memoizedState: unknown
      child: Fiber | null
      sibling: Fiber | null
      alternate: Fiber | null
    }
    type Tick = {
      price: string
      arrivedAt: number
      lastAt: number | null
      lastWall: number | null
      lastPaintedAt: number | null
      equityAt: number | null
      equityBefore: string | null
      commits: number
      rendered: number
    }
    type Book = {
      bid: string
      arrivedAt: number
      domAt: number | null
      paintedAt: number | null
      paintedWall: number | null
      commits: number
    }
    const probe = {
      books: [] as Book[],
      book: null as Book | null,
      ticks: [] as Tick[],
      current: null as Tick | null,
      names: {} as Record<string, number>,
      seen: new WeakMap<object, { props: unknown; state: unknown }>(),
    }
    const w = window as unknown as Record<string, unknown>
    w.__probe = probe
    w.__probeReset = () => {
      probe.books = []
      probe.book = null
      probe.ticks = []
      probe.current = null
      probe.names = {}
    }
    const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15])
    const nameOf = (f: Fiber) =>
      typeof f.type === 'object' && f.type
        ? (f.type.displayName ?? f.type.name ?? f.type.type?.name ?? '?')
        : '?'
    const walk = (root: Fiber | null, tick: Tick | null) => {
      const stack: Fiber[] = root ? [root] : []
      while (stack.length) {
        const f = stack.pop() as Fiber
        const last = probe.seen.get(f)
        const changed = !last || last.props !== f.memoizedProps || last.state !== f.memoizedState
        if (changed) {
          const snap = { props: f.memoizedProps, state: f.memoizedState }
          probe.seen.set(f, snap)
          if (f.alternate) probe.seen.set(f.alternate, snap)
          if (tick && last && COMPONENT_TAGS.has(f.tag)) {
            tick.rendered++
            const name = nameOf(f)
            probe.names[name] = (probe.names[name] ?? 0) + 1
          }
        }
        if (f.sibling) stack.push(f.sibling)
        if (f.child) stack.push(f.child)
      }
    }
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onScheduleFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
        const tick = probe.current
        if (tick) tick.commits++
        if (probe.book) probe.book.commits++
        // After the DOM observers of this commit, before any next commit.
        queueMicrotask(() => walk(root.current, tick))
      },
    }

    const Original = window.EventSource
    const Wrapped = function (this: unknown, url: string | URL, init?: EventSourceInit) {
      const source = new Original(url, init)
      source.addEventListener('message', (event) => {
        const data = String((event as MessageEvent).data)
        if (data.includes('"depth"') && data.includes('market.BTCUSDT')) {
          const bid = /"bids":\[\["([0-9.]+)"/.exec(data)?.[1]
          if (bid) {
            probe.book = {
              bid,
              arrivedAt: performance.now(),
              domAt: null,
              paintedAt: null,
              paintedWall: null,
              commits: 0,
            }
            probe.books.push(probe.book)
          }
          return
        }
        if (!data.includes('"ticker"') || !data.includes('BTCUSDT')) return
        const price = /"last":"([0-9.]+)"/.exec(data)?.[1]
        if (!price) return
        const equity = document.querySelector('[data-testid="assets-equity"]')
        probe.current = {
          price,
          arrivedAt: performance.now(),
          lastAt: null,
          lastWall: null,
          lastPaintedAt: null,
          equityAt: null,
          equityBefore: equity?.getAttribute('data-value') ?? null,
          commits: 0,
          rendered: 0,
        }
        probe.ticks.push(probe.current)
      })
      return source
    } as unknown as typeof EventSource
    Object.assign(Wrapped, { CONNECTING: 0, OPEN: 1, CLOSED: 2 })
    Wrapped.prototype = Original.prototype
    window.EventSource = Wrapped

    // After the task that changed the DOM: the frame it changed has been painted.
    const afterPaint = (done: () => void) => {
      const channel = new MessageChannel()
      channel.port1.onmessage = done
      channel.port2.postMessage(null)
    }
    new MutationObserver(() => {
      const book = probe.book
      if (book && book.domAt === null) {
        const best = document
          .querySelector('[data-testid="book-bids"] button')
          ?.getAttribute('data-price')
        if (best !== null && best !== undefined && Number(best) === Number(book.bid)) {
          book.domAt = performance.now()
          afterPaint(() => {
            book.paintedAt = performance.now()
            book.paintedWall = Date.now()
          })
        }
      }
      const tick = probe.current
      if (!tick) return
      const now = performance.now()
      if (tick.lastAt === null) {
        const last = document
          .querySelector('[data-testid="pair-last"]')
          ?.textContent?.replaceAll(',', '')
        if (last === tick.price) {
          tick.lastAt = now
          tick.lastWall = Date.now()
          afterPaint(() => {
            tick.lastPaintedAt = performance.now()
          })
        }
      }
      if (tick.equityAt === null) {
        const equity = document
          .querySelector('[data-testid="assets-equity"]')
          ?.getAttribute('data-value')
        if (equity && equity !== tick.equityBefore) tick.equityAt = now
      }
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true })
  })
}

export async function readProbes(page: Page) {
  return page.evaluate(() => {
    const probe = (
      window as unknown as {
        __probe: { ticks: TickProbe[]; names: Record<string, number>; books: BookProbe[] }
      }
    ).__probe
    return { ticks: probe.ticks, names: probe.names, books: probe.books }
  })
}
