import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type TicketAction,
  type TicketStatus,
  transition,
} from '../../../../../engine/core/tickets/ticket-status.ts'

const action = fc.constantFrom<TicketAction>('trader_reply', 'staff_reply', 'close')

function run(actions: TicketAction[]): { status: TicketStatus; refused: number } {
  let status: TicketStatus = 'open'
  let refused = 0
  for (const a of actions) {
    const next = transition(status, a)
    if (next.allowed) status = next.status
    else refused++
  }
  return { status, refused }
}

describe('ticket status', () => {
  it('follows open → answered → closed, a trader reply reopening', () => {
    expect(transition('open', 'staff_reply')).toEqual({
      allowed: true,
      status: 'answered',
      changed: true,
    })
    expect(transition('answered', 'trader_reply')).toEqual({
      allowed: true,
      status: 'open',
      changed: true,
    })
    expect(transition('open', 'trader_reply')).toEqual({
      allowed: true,
      status: 'open',
      changed: false,
    })
    expect(transition('answered', 'close')).toEqual({
      allowed: true,
      status: 'closed',
      changed: true,
    })
    expect(transition('closed', 'close')).toEqual({
      allowed: true,
      status: 'closed',
      changed: false,
    })
    expect(transition('closed', 'trader_reply')).toEqual({ allowed: false, reason: 'closed' })
    expect(transition('closed', 'staff_reply')).toEqual({ allowed: false, reason: 'closed' })
  })

  it('ends in the status of the last accepted action, and nothing reopens a closed ticket', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const { status, refused } = run(actions)
        const firstClose = actions.indexOf('close')
        if (firstClose >= 0) {
          expect(status).toBe('closed')
          expect(refused).toBe(actions.slice(firstClose).filter((a) => a !== 'close').length)
          return
        }
        expect(refused).toBe(0)
        const last = actions.at(-1)
        expect(status).toBe(last === 'staff_reply' ? 'answered' : 'open')
      }),
    )
  })

  it('reports a change exactly when the status moves', () => {
    const status = fc.constantFrom<TicketStatus>('open', 'answered', 'closed')
    fc.assert(
      fc.property(status, action, (from, a) => {
        const next = transition(from, a)
        if (next.allowed) expect(next.changed).toBe(next.status !== from)
      }),
    )
  })

  it('staff reopen a closed ticket (waiting for support); reopening another changes nothing', () => {
    expect(transition('closed', 'reopen')).toEqual({ allowed: true, status: 'open', changed: true })
    expect(transition('answered', 'reopen')).toEqual({
      allowed: true,
      status: 'answered',
      changed: false,
    })
    expect(transition('open', 'reopen')).toEqual({ allowed: true, status: 'open', changed: false })
    // After a reopen, both sides may write again.
    expect(transition('open', 'trader_reply')).toMatchObject({ allowed: true })
  })
})
