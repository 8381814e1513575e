/**
 * Counting React renders in the production build from a test: React calls
 * the devtools hook after every commit; a function component rendered in a
 * commit iff its hook list is a new object (a bail-out keeps the old one).
 * The component is found as the nearest function component above a DOM
 * element it renders.
 */
import type { Page } from '@playwright/test'

declare global {
  interface Window {
    __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown
    __renderCounts?: Record<string, number>
    __watched?: Record<string, string>
    __resetSeen?: () => void
  }
}

export async function installRenderCounter(page: Page) {
  await page.addInitScript(() => {
    let nextId = 0
    const seen = new Map<string, unknown>()
    window.__renderCounts = {}
    window.__watched = {}
    window.__resetSeen = () => seen.clear()
    const componentOf = (root: { current: unknown }, element: Element) => {
      type Fiber = {
        child: Fiber | null
        sibling: Fiber | null
        return: Fiber | null
        stateNode: unknown
        tag: number
        memoizedState: unknown
      }
      const stack: Fiber[] = [root.current as Fiber]
      while (stack.length) {
        const fiber = stack.pop() as Fiber
        if (fiber.stateNode === element) {
          let up = fiber.return
          while (up && up.tag !== 0 && up.tag !== 15 && up.tag !== 11) up = up.return
          return up
        }
        if (fiber.sibling) stack.push(fiber.sibling)
        if (fiber.child) stack.push(fiber.child)
      }
      return null
    }
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject() {
        return ++nextId
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onCommitFiberRoot(_id: number, root: { current: unknown }) {
        const counts = window.__renderCounts as Record<string, number>
        for (const [name, selector] of Object.entries(window.__watched ?? {})) {
          const element = document.querySelector(selector)
          if (!element) continue
          const fiber = componentOf(root, element)
          if (!fiber) continue
          // The first sighting is where counting starts; after it, a new hook list is a render.
          if (!seen.has(name)) counts[name] = 0
          else if (seen.get(name) !== fiber.memoizedState) counts[name] = (counts[name] ?? 0) + 1
          seen.set(name, fiber.memoizedState)
        }
      },
    }
  })
}

/** Starts counting renders of the components that render these elements (name → CSS selector). */
export async function watchRenders(page: Page, watched: Record<string, string>) {
  await page.evaluate((w) => {
    window.__watched = w
    window.__renderCounts = {}
    window.__resetSeen?.()
  }, watched)
}

export async function renderCounts(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => ({ ...window.__renderCounts }))
}
