/**
 * The policy's turn after a commit (engine/trading/policy-turns.ts): a
 * crossing that ends trading is judged and recorded before the turn's
 * warnings start, and each account's crossings keep their order.
 */
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import type { TradingEvent } from '../../../../engine/core/trading/types.ts'
import type { Logger } from '../../../../engine/logger.ts'
import { PolicyTurns } from '../../../../engine/trading/policy-turns.ts'
import type { ThresholdPolicy } from '../../../../engine/trading/threshold-policy.ts'

const crossed = (accountId: number, name: string): TradingEvent => ({
  kind: 'threshold_crossed',
  accountId,
  name,
  threshold: D('9500'),
  equity: D('9499'),
  time: new Date('2026-11-22T10:00:00Z'),
})

const quietLog = {
  error: () => {},
  warn: () => {},
  info: () => {},
  debug: () => {},
} as unknown as Logger

function recordingPolicy(log: string[], urgent: boolean): ThresholdPolicy {
  return {
    thresholdsFor: async () => ({}),
    // Each judgement takes two turns of the event loop, as a database write would.
    onCrossed: async (c) => {
      log.push(`start ${c.accountId} ${c.name}`)
      await new Promise((r) => setImmediate(r))
      await new Promise((r) => setImmediate(r))
      log.push(`end ${c.accountId} ${c.name}`)
    },
    ...(urgent && { isUrgent: (name: string) => name === 'breach' }),
  }
}

async function runTurn(policy: ThresholdPolicy, crossings: TradingEvent[]): Promise<void> {
  const turns = new PolicyTurns({
    log: quietLog,
    policy: () => policy,
    userChallengeOf: (id) => id,
    refreshThresholds: async () => {},
  })
  turns.schedule(crossings, new Set())
  await turns.settled()
}

describe('policy turns', () => {
  it('records a breach before it starts the warnings of the same tick', async () => {
    const log: string[] = []
    await runTurn(recordingPolicy(log, true), [
      crossed(1, 'warning.daily_drawdown'),
      crossed(2, 'breach'),
      crossed(3, 'warning.total_drawdown'),
    ])
    expect(log.slice(0, 2)).toEqual(['start 2 breach', 'end 2 breach'])
    expect(log.slice(2).sort()).toEqual(
      [
        'start 1 warning.daily_drawdown',
        'end 1 warning.daily_drawdown',
        'start 3 warning.total_drawdown',
        'end 3 warning.total_drawdown',
      ].sort(),
    )
  })

  it('without urgency every account is judged side by side, each in its own order', async () => {
    const log: string[] = []
    await runTurn(recordingPolicy(log, false), [
      crossed(1, 'warning.daily_drawdown'),
      crossed(2, 'breach'),
      crossed(1, 'breach'),
    ])
    expect(log.slice(0, 2)).toEqual(['start 1 warning.daily_drawdown', 'start 2 breach'])
    expect(log.indexOf('start 1 breach')).toBeGreaterThan(
      log.indexOf('end 1 warning.daily_drawdown'),
    )
  })
})
