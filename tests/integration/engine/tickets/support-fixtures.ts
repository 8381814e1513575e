/**
 * What the tickets and notifications suites share: an engine with a data
 * directory of its own (attachments are files), a user challenge to write
 * about, real file contents, and ways to look at what was stored.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { count } from 'drizzle-orm'
import { createUserChallenge } from '../../../../engine/challenges/create-user-challenge.ts'
import type { RulesSnapshot } from '../../../../engine/core/rules.ts'
import {
  notifications,
  ticketAttachments,
  ticketMessages,
  tickets,
} from '../../../../engine/db/schema/index.ts'
import type { DatabaseKind } from '../../../support/databases.ts'
import { startTestEngine, type TestEngine } from '../harness.ts'

export interface SupportEngine extends TestEngine {
  dataDir: string
}

export async function startSupportEngine(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<SupportEngine> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'proptrade-support-test-'))
  const t = await startTestEngine(kind, { DATA_DIR: dataDir, ...env })
  return {
    ...t,
    dataDir,
    async close() {
      await t.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

const rules: RulesSnapshot = {
  version: 1,
  steps: [
    { step: 1, days: 30, maxDdDaily: '5', maxDdTotal: '10', minProfit: '8', minTradingDays: 4 },
    { step: 2, days: 60, maxDdDaily: '5', maxDdTotal: '10', minProfit: '5', minTradingDays: 4 },
  ],
  real: { maxDdDaily: '5', maxDdTotal: '10' },
  features: [],
  profitShare: '80',
  maxLeverage: 20,
  payoutIntervalDays: 14,
}

/** A 10 000 USDT challenge owned by the user. */
export async function createChallenge(t: TestEngine, userId: number, title = '10K Challenge') {
  const { challenge } = await createUserChallenge(t.engine.ctx.db, {
    userId,
    type: 'challenge',
    title,
    challengeId: null,
    paymentId: null,
    rules,
    initialBalance: '10000',
    phase: 'step1',
    now: t.engine.ctx.clock.now(),
    expiresAt: null,
  })
  return challenge
}

/** A real 1×1 PNG. */
export const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
)

export const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
)

/** The start of a Windows executable (MZ header pointing at a PE header). */
export const EXE = (() => {
  const bytes = new Uint8Array(1024)
  bytes.set([0x4d, 0x5a, 0x90, 0x00, 0x03])
  new DataView(bytes.buffer).setUint32(0x3c, 0x80, true)
  bytes.set([0x50, 0x45, 0x00, 0x00], 0x80)
  return bytes
})()

export function file(bytes: Uint8Array<ArrayBuffer> | string, name: string, type = ''): File {
  const content = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes
  return new File([content], name, { type })
}

/** A multipart body: text fields, and files under `attachments[]`. */
export function form(fields: Record<string, string | number>, files: File[] = []): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, String(value))
  for (const f of files) data.append('attachments[]', f)
  return data
}

/** Files under DATA_DIR/tickets, relative paths. */
export function storedFiles(t: SupportEngine): string[] {
  const root = path.join(t.dataDir, 'tickets')
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort()
  } catch {
    return []
  }
}

/** Row counts of everything a ticket call may write. */
export async function supportCounts(t: TestEngine) {
  const db = t.engine.ctx.db
  const [[a], [b], [c], [d]] = await Promise.all([
    db.select({ n: count() }).from(tickets),
    db.select({ n: count() }).from(ticketMessages),
    db.select({ n: count() }).from(ticketAttachments),
    db.select({ n: count() }).from(notifications),
  ])
  return { tickets: a?.n, messages: b?.n, attachments: c?.n, notifications: d?.n }
}

/**
 * GETs a URL the engine handed out (a signed link) as a proxy at
 * ENGINE_PUBLIC_URL would pass it on, returning the raw bytes.
 */
export async function download(t: TestEngine, url: string) {
  const base = t.engine.ctx.config.ENGINE_PUBLIC_URL.replace(/\/+$/, '')
  if (!url.startsWith(base)) throw new Error(`${url} is not on ${base}`)
  const response = await t.engine.app.request(`http://engine.test${url.slice(base.length)}`)
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  }
}
