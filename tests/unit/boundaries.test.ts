/**
 * The import boundaries hold (docs/decisions/377): the web never imports
 * the engine, the core does no I/O, domain code never reaches engine/http,
 * and contract and money stand alone. The trading core is the trading
 * shell's alone (decision 620): nothing outside engine/trading imports it
 * or names a shell's core. Import cycles are Biome's
 * (suspicious/noImportCycles, in `npm run lint`).
 */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readSources, resolveSpecifier, specifiers, violations } from '../../scripts/boundaries.ts'

const root = path.resolve(import.meta.dirname, '../..')

describe('import boundaries', () => {
  it('hold across app, engine, contract and money', () => {
    const sources = readSources(root)
    expect(sources.length).toBeGreaterThan(500)
    expect(violations(sources)).toEqual([])
  })

  it('catch each kind of crossing (a deliberate violation of every rule)', () => {
    const found = violations([
      {
        path: 'app/lib/x.ts',
        text: "import type { RulesSnapshot } from '../../engine/core/rules.ts'",
      },
      { path: 'engine/trading/x.ts', text: "import { m } from '~/paraglide/messages'" },
      { path: 'contract/x.ts', text: "import { db } from '../engine/db/client.ts'" },
      { path: 'money/x.ts', text: "import { z } from 'zod'" },
      { path: 'engine/core/trading/x.ts', text: "import { readFileSync } from 'node:fs'" },
      { path: 'engine/core/x.ts', text: "const db = await import('../db/client.ts')" },
      { path: 'engine/payments/x.ts', text: "export { notFound } from '../http/errors.ts'" },
      {
        path: 'engine/evaluation/x.ts',
        text: "import type { TradingCore } from '../core/trading/trading-core.ts'",
      },
    ])
    expect(found.map((v) => [v.file, v.imports])).toEqual([
      ['app/lib/x.ts', '../../engine/core/rules.ts'],
      ['engine/trading/x.ts', '~/paraglide/messages'],
      ['contract/x.ts', '../engine/db/client.ts'],
      ['money/x.ts', 'zod'],
      ['engine/core/trading/x.ts', 'node:fs'],
      ['engine/core/x.ts', '../db/client.ts'],
      ['engine/payments/x.ts', '../http/errors.ts'],
      ['engine/evaluation/x.ts', '../core/trading/trading-core.ts'],
    ])
  })

  it("catch every way of naming a trading shell's core outside engine/trading", () => {
    const reach = (path: string, text: string) => ({ path, text })
    const found = violations([
      reach('engine/evaluation/policy.ts', 'const core = ctx.trading.core'),
      reach('engine/real/x.ts', 'if (ctx.trading?.core.hasAccount(id)) {}'),
      reach('engine/failover/x.ts', 'shell.core.setHalted(code, true)'),
      reach('bench/x.ts', "const c = (ctx.trading as any)['core']"),
      reach('scripts/x.ts', 'ctx.trading\n      .core.assets(1)'),
    ])
    expect(found.map((v) => [v.file, v.imports])).toEqual([
      ['engine/evaluation/policy.ts', 'trading.core'],
      ['engine/real/x.ts', 'trading?.core'],
      ['engine/failover/x.ts', 'shell.core'],
      ['bench/x.ts', "['core']"],
      ['scripts/x.ts', 'trading\n      .core'],
    ])
    // The shell's own folder holds it; other members and words pass.
    expect(
      violations([
        reach('engine/trading/trading-shell.ts', 'this.#core = new TradingCore(pairs, ids)'),
        reach('engine/trading/x.ts', 'shell.core.account(1)'),
        reach('engine/evaluation/x.ts', 'ctx.trading.held.account(1)?.assets.core'),
        reach('engine/http/x.ts', "import { z } from 'zod' // z.core.$ZodIssue"),
      ]),
    ).toEqual([])
  })

  it('allow what each side may use', () => {
    expect(
      violations([
        {
          path: 'app/lib/x.ts',
          text: "import { D } from '#money/decimal.ts'\nimport type { Order } from '#contract/trade.ts'",
        },
        {
          path: 'engine/core/x.ts',
          text: "import { createHmac } from 'node:crypto'\nimport { D } from '#money/decimal.ts'",
        },
        { path: 'engine/http/routes/x.ts', text: "import { notFound } from '../errors.ts'" },
        {
          path: 'contract/x.ts',
          text: "import { z } from 'zod'\nimport { D } from '#money/decimal.ts'",
        },
      ]),
    ).toEqual([])
  })

  it('read every form of import and resolve it to a repository path or a package', () => {
    expect(
      specifiers(
        "import a from 'x'\nimport type { B } from '../b.ts'\nexport * from './c.ts'\nimport './d.css'\nconst e = await import('@scope/e/sub')",
      ),
    ).toEqual(['x', '../b.ts', './c.ts', './d.css', '@scope/e/sub'])
    expect(resolveSpecifier('engine/core/trading/x.ts', '../../db/client.ts')).toBe(
      'engine/db/client.ts',
    )
    expect(resolveSpecifier('app/x.ts', '@scope/e/sub')).toBe('@scope/e')
    expect(resolveSpecifier('app/x.ts', '~/lib/y')).toBe('app/lib/y')
  })
})
