/**
 * The one reconnect loop (decision 646) that the exchange feeds, the
 * relay's socket to the engine and the browser's live stream share: the
 * pause doubles up to its ceiling, starts again after a good connection,
 * is jittered within its share, and stop() ends it. The sockets here are
 * stand-ins for ws's and the standard WebSocket (an outside library's).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  backoffMs,
  jittered,
  ReconnectingSocket,
  type ReconnectOptions,
} from '#contract/reconnecting-socket.ts'

class StandInSocket {
  closed = false
  closedWith: number | undefined | 'terminated' = undefined
  private onClose: (() => void) | undefined
  whenClosed(listener: () => void) {
    this.onClose = listener
  }
  close(code?: number) {
    this.closed = true
    this.closedWith = code
  }
  /** The far side hangs up: the socket reports its close. */
  drop() {
    this.onClose?.()
  }
}

class Loop extends ReconnectingSocket<StandInSocket> {
  readonly opened: StandInSocket[] = []
  readonly pauses: Array<number | undefined> = []
  adjust: ((pause: number) => number) | undefined
  protected connect(): StandInSocket {
    const socket = new StandInSocket()
    socket.whenClosed(() => this.pauses.push(this.dropped(socket, this.adjust)))
    this.opened.push(socket)
    return socket
  }
  good() {
    this.resetBackoff()
  }
  get held() {
    return this.socket
  }
  get inARow() {
    return this.dropsInARow
  }
}

const SCHEDULE: ReconnectOptions = { initialBackoffMs: 500, maxBackoffMs: 30_000 }

describe('the reconnect schedule', () => {
  it('doubles from the first pause up to the ceiling', () => {
    expect([0, 1, 2, 3, 5, 6, 7, 20].map((d) => backoffMs(d, SCHEDULE))).toEqual([
      500, 1000, 2000, 4000, 16_000, 30_000, 30_000, 30_000,
    ])
  })

  it('doubles once per round when several addresses are tried in turn', () => {
    const twoEngines = { initialBackoffMs: 250, maxBackoffMs: 10_000, dropsPerStep: 2 }
    expect([0, 1, 2, 3, 4, 5].map((d) => backoffMs(d, twoEngines))).toEqual([
      250, 250, 500, 500, 1000, 1000,
    ])
  })

  it('jitters within its share, to whole milliseconds', () => {
    expect(jittered(1000, 0.2, () => 0)).toBe(800)
    expect(jittered(1000, 0.2, () => 0.5)).toBe(1000)
    expect(jittered(1000, 0.2, () => 0.999)).toBe(1200)
    expect(jittered(1000, 0, () => 0.3)).toBe(1000)
  })
})

describe('a reconnecting socket', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('opens the next socket after each pause, longer each time, and from the start after a good one', () => {
    const loop = new Loop(SCHEDULE)
    loop.start()
    expect(loop.opened).toHaveLength(1)
    for (const expected of [500, 1000, 2000]) {
      const before = loop.opened.length
      loop.held?.drop()
      vi.advanceTimersByTime(expected - 1)
      expect(loop.opened).toHaveLength(before)
      vi.advanceTimersByTime(1)
      expect(loop.opened).toHaveLength(before + 1)
    }
    expect(loop.pauses).toEqual([500, 1000, 2000])
    expect(loop.inARow).toBe(3)
    loop.good()
    loop.held?.drop()
    expect(loop.pauses.at(-1)).toBe(500)
  })

  it('ignores a late close of a socket it no longer holds', () => {
    const loop = new Loop(SCHEDULE)
    loop.start()
    const first = loop.opened[0]
    first?.drop()
    vi.advanceTimersByTime(500)
    first?.drop()
    expect(loop.pauses).toEqual([500, undefined])
    vi.advanceTimersByTime(60_000)
    expect(loop.opened).toHaveLength(2)
  })

  it('stops: the pending pause opens nothing, the current socket is closed, a close after it is ignored', () => {
    const loop = new Loop(SCHEDULE)
    loop.start()
    loop.held?.drop()
    loop.stop()
    vi.advanceTimersByTime(60_000)
    expect(loop.opened).toHaveLength(1)
    expect(loop.stopped).toBe(true)

    const again = new Loop(SCHEDULE)
    again.start()
    const socket = again.held
    again.stop()
    expect(socket?.closed).toBe(true)
    expect(again.held).toBeUndefined()
    socket?.drop()
    expect(again.pauses).toEqual([undefined])
    vi.advanceTimersByTime(60_000)
    expect(again.opened).toHaveLength(1)
  })

  it('closes through the subclass, which may terminate or give a code', () => {
    class Terminating extends Loop {
      protected override closeSocket(socket: StandInSocket) {
        socket.closedWith = 'terminated'
      }
    }
    const loop = new Terminating(SCHEDULE)
    loop.start()
    const socket = loop.held
    loop.stop()
    expect(socket?.closedWith).toBe('terminated')
  })

  it('starts again after a stop, and a second start while running opens nothing more', () => {
    const loop = new Loop(SCHEDULE)
    loop.start()
    loop.start()
    expect(loop.opened).toHaveLength(1)
    loop.stop()
    loop.start()
    expect(loop.opened).toHaveLength(2)
    expect(loop.stopped).toBe(false)
  })

  it('lets the subclass change a pause (at once, the slowest), then jitters it', () => {
    const loop = new Loop({ ...SCHEDULE, jitter: 0.2, random: () => 1 })
    loop.start()
    loop.adjust = () => 0
    loop.held?.drop()
    expect(loop.pauses).toEqual([0])
    vi.advanceTimersByTime(0)
    loop.adjust = () => 30_000
    loop.held?.drop()
    expect(loop.pauses).toEqual([0, 36_000])
    vi.advanceTimersByTime(36_000)
    loop.adjust = undefined
    loop.held?.drop()
    // The third drop in a row: 500 × 2², plus 20 %.
    expect(loop.pauses).toEqual([0, 36_000, 2400])
  })
})
