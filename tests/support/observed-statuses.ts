/**
 * What the engine's integration tests saw: every answer of a contract
 * operation (method, path template, status), recorded by the harness's
 * client (tests/integration/engine/harness.ts), and the ones the OpenAPI
 * document does not list. tests/support/documented-statuses.setup.ts fails
 * a test file whose engine answered a status the document leaves out.
 */
import { allEndpoints } from '#contract/index.ts'

export interface Observation {
  method: string
  /** The operation's path template, as in the document: /v1/tickets/{ticketId}. */
  path: string
  status: number
}

interface Operation {
  method: string
  path: string
  pattern: RegExp
  literals: number
}

const operations: Operation[] = allEndpoints().map(({ endpoint }) => ({
  method: endpoint.method,
  path: endpoint.path,
  pattern: new RegExp(
    `^${endpoint.path
      .split('/')
      .map((part) => (/^\{\w+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
      .join('/')}/?$`,
  ),
  literals: endpoint.path.split('/').filter((part) => part !== '' && !part.startsWith('{')).length,
}))

/**
 * The operation a request reached: of the templates that match, the one
 * with the most literal segments (the engine mounts /v1/trade/{id}/openOrders
 * before /v1/trade/{id}/{coinPairCode}, so the literal one wins there too).
 */
export function operationOf(method: string, url: string): { method: string; path: string } | null {
  const path = url.split('?')[0] ?? url
  let best: Operation | null = null
  for (const operation of operations) {
    if (operation.method !== method.toUpperCase() || !operation.pattern.test(path)) continue
    if (!best || operation.literals > best.literals) best = operation
  }
  return best && { method: best.method, path: best.path }
}

const seen = new Map<string, Observation>()

/** Called for every answer the harness's clients receive; other paths (/test/…, /health) are not the contract's. */
export function recordStatus(method: string, url: string, status: number): void {
  const operation = operationOf(method, url)
  if (!operation) return
  seen.set(`${operation.method} ${operation.path} ${status}`, { ...operation, status })
}

export function observedStatuses(): Observation[] {
  return [...seen.values()]
}

type Document = { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> }

/** The observations whose status the document does not list for that operation. */
export function undocumented(observations: Observation[], document: Document): Observation[] {
  return observations.filter(
    ({ method, path, status }) =>
      !document.paths[path]?.[method.toLowerCase()]?.responses?.[String(status)],
  )
}
