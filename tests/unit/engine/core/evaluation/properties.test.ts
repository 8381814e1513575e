/** Invariants of the evaluation core, for any figures (fast-check). */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { D, Decimal } from '#money/decimal.ts'
import { DAY_MS, rollDay, tradingDayStart } from '../../../../../engine/core/evaluation/day.ts'
import { evaluate } from '../../../../../engine/core/evaluation/evaluate.ts'
import type { Phase, RulesSnapshot } from '../../../../../engine/core/rules.ts'
import { figures, START, seededRules } from './rules-fixture.ts'

/** Cents as a decimal string. */
const money = (min: number, max: number) =>
  fc.integer({ min, max }).map((cents) => Decimal.of(BigInt(cents), 2).toString())

const percent = fc.integer({ min: 1, max: 3000 }).map((bp) => Decimal.of(BigInt(bp), 2).toString())

const rulesArb: fc.Arbitrary<RulesSnapshot> = fc
  .record({
    daily: percent,
    total: percent,
    profit1: percent,
    profit2: percent,
    days1: fc.integer({ min: 0, max: 90 }),
    days2: fc.integer({ min: 0, max: 90 }),
    minDays: fc.integer({ min: 0, max: 10 }),
    warning: fc.integer({ min: 1, max: 99 }).map(String),
  })
  .map((r) => ({
    ...seededRules,
    steps: [
      {
        step: 1,
        days: r.days1,
        maxDdDaily: r.daily,
        maxDdTotal: r.total,
        minProfit: r.profit1,
        minTradingDays: r.minDays,
      },
      {
        step: 2,
        days: r.days2,
        maxDdDaily: r.daily,
        maxDdTotal: r.total,
        minProfit: r.profit2,
        minTradingDays: r.minDays,
      },
    ],
    warningPercent: r.warning,
  }))

const phaseArb = fc.constantFrom<Phase>('step1', 'step2', 'real')

const figuresArb = fc
  .record({
    phase: phaseArb,
    initialBalance: fc.constantFrom('5000', '10000', '25000', '50000', '100000'),
    balance: money(0, 20_000_000),
    unrealized: money(-2_000_000, 2_000_000),
    dailyBalance: money(0, 20_000_000),
    tradingDays: fc.integer({ min: 0, max: 60 }),
    openPositions: fc.integer({ min: 0, max: 5 }),
    elapsedMs: fc.integer({ min: 0, max: 120 * DAY_MS }),
  })
  .map((f) =>
    figures({
      phase: f.phase,
      initialBalance: f.initialBalance,
      balance: f.balance,
      equity: D(f.balance).add(f.unrealized).toString(),
      dailyBalance: f.dailyBalance,
      tradingDays: f.tradingDays,
      openPositions: f.openPositions,
      now: new Date(START.getTime() + f.elapsedMs),
    }),
  )

const options = { boundaryHourUtc: 0 }

describe('evaluation invariants', () => {
  it('a pass never happens with an open position, below target, short of days or out of time', () => {
    fc.assert(
      fc.property(rulesArb, figuresArb, (rules, f) => {
        const r = evaluate(rules, f, options)
        if (r.decision.kind !== 'pass') return
        expect(f.openPositions).toBe(0)
        expect(r.target).not.toBeNull()
        expect(D(f.balance).gte(r.target ?? '0')).toBe(true)
        if (r.expiresAt) expect(f.now.getTime()).toBeLessThan(r.expiresAt.getTime())
        expect(D(f.equity).gt(r.thresholds?.breachFloor ?? '0')).toBe(true)
      }),
    )
  })

  it('the total floor never trails: the same whatever balance, equity or day', () => {
    fc.assert(
      fc.property(rulesArb, figuresArb, figuresArb, (rules, a, b) => {
        const same = { ...b, phase: a.phase, initialBalance: a.initialBalance }
        const ra = evaluate(rules, a, options)
        const rb = evaluate(rules, same, options)
        expect(rb.thresholds?.totalFloor).toBe(ra.thresholds?.totalFloor)
      }),
    )
  })

  it('along any path of ticks, the daily floor moves only at a day boundary', () => {
    fc.assert(
      fc.property(
        rulesArb,
        fc.constantFrom<Phase>('step1', 'step2', 'real'),
        fc.array(
          fc.record({
            afterMs: fc.integer({ min: 1, max: 30 * 3_600_000 }),
            balance: money(0, 20_000_000),
            unrealized: money(-2_000_000, 2_000_000),
          }),
          { minLength: 1, maxLength: 30 },
        ),
        (rules, phase, ticks) => {
          let day = { dailyBalance: '10000', dayStartedAt: START }
          let now = START
          let balance = '10000'
          let floor = evaluate(rules, figures({ phase, now }), options).thresholds?.dailyFloor
          const totalFloor = evaluate(rules, figures({ phase, now }), options).thresholds
            ?.totalFloor
          for (const tick of ticks) {
            now = new Date(now.getTime() + tick.afterMs)
            // The shell rolls with the balance held at the boundary, before this tick's change.
            const rolled = rollDay(day, now, 0, balance)
            if (rolled) day = rolled
            balance = tick.balance
            const r = evaluate(
              rules,
              figures({
                phase,
                now,
                startedAt: now,
                balance,
                equity: D(balance).add(tick.unrealized).toString(),
                dailyBalance: day.dailyBalance,
              }),
              options,
            )
            if (!rolled) expect(r.thresholds?.dailyFloor).toBe(floor)
            expect(r.thresholds?.totalFloor).toBe(totalFloor)
            floor = r.thresholds?.dailyFloor
          }
        },
      ),
    )
  })

  it('breach is monotone in equity: if an equity breaches, every lower one does too', () => {
    fc.assert(
      fc.property(rulesArb, figuresArb, money(0, 5_000_000), (rules, f, drop) => {
        const r = evaluate(rules, f, options)
        if (r.decision.kind !== 'breach') return
        const lower = evaluate(rules, { ...f, equity: D(f.equity).sub(drop).toString() }, options)
        expect(lower.decision).toMatchObject({ kind: 'breach', rule: r.decision.rule })
      }),
    )
  })

  it('a breach is exactly equity ≤ the higher floor (before the deadline)', () => {
    fc.assert(
      fc.property(rulesArb, figuresArb, (rules, f) => {
        const r = evaluate(rules, f, options)
        if (r.decision.kind === 'expire' || !r.thresholds) return
        const floor = Decimal.max(D(r.thresholds.dailyFloor), D(r.thresholds.totalFloor))
        expect(r.decision.kind === 'breach').toBe(D(f.equity).lte(floor))
      }),
    )
  })

  it('each warning level sits at or above its floor, and a warning never comes with a breach', () => {
    fc.assert(
      fc.property(rulesArb, figuresArb, (rules, f) => {
        const r = evaluate(rules, f, options)
        if (!r.thresholds) return
        expect(D(r.thresholds.dailyWarning).gte(r.thresholds.dailyFloor)).toBe(true)
        expect(D(r.thresholds.totalWarning).gte(r.thresholds.totalFloor)).toBe(true)
        if (r.warnings.length > 0) expect(r.decision.kind).not.toBe('breach')
        for (const w of r.warnings) expect(D(f.equity).lte(w.level)).toBe(true)
      }),
    )
  })

  it('a warning already sent this trading day is not due again', () => {
    fc.assert(
      fc.property(rulesArb, figuresArb, (rules, f) => {
        const first = evaluate(rules, f, options)
        const lastWarned = Object.fromEntries(first.warnings.map((w) => [w.rule, w.dayKey]))
        const again = evaluate(rules, { ...f, lastWarned }, options)
        expect(again.warnings).toEqual([])
      }),
    )
  })

  it('days 0 never expires', () => {
    fc.assert(
      fc.property(rulesArb, figuresArb, (rules, f) => {
        const unlimited = { ...rules, steps: rules.steps.map((s) => ({ ...s, days: 0 })) }
        expect(evaluate(unlimited, f, options).decision.kind).not.toBe('expire')
      }),
    )
  })

  it('a rolled day starts on a boundary at or before now, less than a day before it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 400 * DAY_MS }),
        fc.integer({ min: 1, max: 40 * DAY_MS }),
        money(0, 20_000_000),
        (hour, startOffset, later, balance) => {
          const opened = new Date(START.getTime() + startOffset)
          const now = new Date(opened.getTime() + later)
          const rolled = rollDay({ dailyBalance: '1', dayStartedAt: opened }, now, hour, balance)
          if (!rolled) {
            expect(tradingDayStart(now, hour)).toEqual(tradingDayStart(opened, hour))
            return
          }
          const start = rolled.dayStartedAt.getTime()
          expect(start).toBeLessThanOrEqual(now.getTime())
          expect(now.getTime() - start).toBeLessThan(DAY_MS)
          expect(rolled.dayStartedAt.getUTCHours()).toBe(hour)
          expect(rolled.dayStartedAt.getUTCMinutes()).toBe(0)
          expect(rolled.dailyBalance).toBe(D(balance).toString())
          expect(rollDay(rolled, now, hour, '5')).toBeNull()
        },
      ),
    )
  })
})
