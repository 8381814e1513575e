/**
 * The import rules of .dependency-cruiser.mjs (decisions 377, 620, 628),
 * which `npm run imports` checks over the whole tree in `npm test`: here
 * each rule is fed a deliberate crossing in a small tree of its own and
 * must refuse it, while what each side may import passes.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { cruise, type ICruiseResult } from 'dependency-cruiser'
import { afterAll, describe, expect, it } from 'vitest'
import config from '../../.dependency-cruiser.mjs'

const root = path.resolve(import.meta.dirname, '../..')

/** File → its text: the crossings first, then what is allowed. */
const TREE: Record<string, string> = {
  // Targets.
  'engine/core/rules.ts': 'export const rules = 1',
  'engine/core/trading/trading-core.ts': 'export class TradingCore {}',
  'engine/db/client.ts': 'export const db = 1',
  'engine/context.ts': 'export const context = 1\nexport type Ctx = number',
  'engine/catalogue/list.ts': 'export const list = 1',
  'engine/http/errors.ts': 'export const notFound = 1',
  'app/lib/m.ts': 'export const m = 1',
  'money/decimal.ts': 'export const D = 1',
  'app/server/s.server.ts': "import { readFileSync } from 'node:fs'\nexport const s = readFileSync",
  // One crossing of each rule.
  'app/lib/x.ts': "import { rules } from '../../engine/core/rules.ts'\nexport const x = rules",
  'engine/trading/x.ts': "import { m } from '../../app/lib/m.ts'\nexport const x = m",
  'contract/x.ts': "import { db } from '../engine/db/client.ts'\nexport const x = db",
  'money/x.ts': "import { z } from 'zod'\nexport const x = z",
  'engine/core/trading/x.ts':
    "import { readFileSync } from 'node:fs'\nexport const x = readFileSync",
  'engine/core/x.ts': "export const x = () => import('../db/client.ts')",
  'engine/payments/x.ts': "export { notFound } from '../http/errors.ts'",
  'engine/evaluation/x.ts':
    "import type { TradingCore } from '../core/trading/trading-core.ts'\nexport type X = TradingCore",
  'engine/db/x.ts': "import { list } from '../catalogue/list.ts'\nexport const x = list",
  'engine/db/y.ts': "import { context } from '../context.ts'\nexport const y = context",
  'app/lib/fs.ts': "import { readFileSync } from 'node:fs'\nexport const x = readFileSync",
  'app/lib/pool.ts': "import { Pool } from 'undici'\nexport const x = Pool",
  'app/components/c.tsx': "import { s } from '../server/s.server.ts'\nexport const c = s",
  'engine/feed/a.ts': "import { b } from './b.ts'\nexport const a = () => b",
  'engine/feed/b.ts': "import { a } from './a.ts'\nexport const b = () => a",
  // Allowed.
  'app/lib/ok.ts': "import { D } from '#money/decimal.ts'\nexport const ok = D",
  'app/server/f.functions.ts': "import { s } from './s.server.ts'\nexport const f = s",
  'engine/core/ok.ts':
    "import { createHmac } from 'node:crypto'\nimport { D } from '../../money/decimal.ts'\nexport const ok = [createHmac, D]",
  'engine/db/ok.ts':
    "import type { Ctx } from '../context.ts'\nimport { rules } from '../core/rules.ts'\nexport type Ok = Ctx\nexport const ok = rules",
  'engine/http/ok.ts': "import { notFound } from './errors.ts'\nexport const ok = notFound",
  'contract/ok.ts':
    "import { z } from 'zod'\nimport { D } from '#money/decimal.ts'\nexport const ok = [z, D]",
  'engine/feed/t1.ts': "import type { T2 } from './t2.ts'\nexport type T1 = T2 | 1",
  'engine/feed/t2.ts': "import type { T1 } from './t1.ts'\nexport type T2 = T1 | 2",
}

const dir = mkdtempSync(path.join(tmpdir(), 'import-rules-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function violations(): Promise<string[]> {
  for (const [file, text] of Object.entries(TREE)) {
    mkdirSync(path.join(dir, path.dirname(file)), { recursive: true })
    writeFileSync(path.join(dir, file), `${text}\n`)
  }
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ type: 'module', imports: { '#money/*': './money/*' } }),
  )
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
  const { tsConfig: _, ...options } = config.options ?? {}
  const { output } = await cruise(
    ['app', 'engine', 'contract', 'money'],
    {
      ...options,
      baseDir: dir,
      preserveSymlinks: true,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
    },
    {
      extensions: ['.ts', '.tsx', '.js', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      exportsFields: ['exports'],
      mainFields: ['module', 'main', 'types'],
    },
  )
  const result = output as ICruiseResult
  // A package by its folder: which of its files the resolver picks is the package's business.
  const named = (to: string) => to.replace(/^(node_modules\/(@[^/]+\/)?[^/]+)\/.*$/, '$1')
  return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${named(v.to)}`).sort()
}

describe('the import rules', () => {
  it('refuse one crossing of each rule and allow what each side may import', async () => {
    expect(await violations()).toEqual(
      [
        'web-never-imports-engine: app/lib/x.ts → engine/core/rules.ts',
        'engine-never-imports-web: engine/trading/x.ts → app/lib/m.ts',
        'contract-stands-alone: contract/x.ts → engine/db/client.ts',
        'money-stands-alone: money/x.ts → node_modules/zod',
        'core-is-pure: engine/core/trading/x.ts → fs',
        'core-is-pure: engine/core/x.ts → engine/db/client.ts',
        'domain-never-imports-http: engine/payments/x.ts → engine/http/errors.ts',
        'trading-core-private: engine/evaluation/x.ts → engine/core/trading/trading-core.ts',
        'db-layer-imports-no-domain: engine/db/x.ts → engine/catalogue/list.ts',
        'db-layer-imports-no-domain: engine/db/y.ts → engine/context.ts',
        'web-server-only-in-server-files: app/lib/fs.ts → fs',
        'web-server-only-in-server-files: app/lib/pool.ts → node_modules/undici',
        'web-client-never-imports-server-files: app/components/c.tsx → app/server/s.server.ts',
        'no-circular: engine/feed/a.ts → engine/feed/b.ts',
      ].sort(),
    )
  })
})
