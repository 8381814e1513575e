/**
 * Trading abuse detection as fills happen (issue 33, docs/decisions/585).
 * It listens to the event bus the trading shell publishes on after each
 * write commits: the listener only queues the fill, and the queue is worked
 * on the next turn of the event loop, outside the tick path and the write
 * chain. A hedge between accounts of one user or of users sharing a signal,
 * ten orders copied between two users, an account's short trades winning far
 * above the firm's: each becomes (or joins) a flag.
 */
import { inArray } from 'drizzle-orm'
import type { EngineContext } from '../context.ts'
import { evidence, pairOf } from '../core/risk/evidence.ts'
import { FillWindows, type Findings } from '../core/risk/fill-windows.ts'
import type { SeenFill } from '../core/risk/seen-fill.ts'
import { DEFAULT_THRESHOLDS, type RiskThresholds } from '../core/risk/thresholds.ts'
import { userChallenges } from '../db/schema/index.ts'
import type { BroadcastEvent } from '../events.ts'
import { raiseFlag } from './flags.ts'
import { loadThresholds } from './settings.ts'
import { sharedSignals } from './signals.ts'

const ACCOUNT_CHANNEL = 'private-account.'
/** What userOf holds for a demo account. */
const DEMO = -1

interface Heard {
  accountId: number
  fill: Extract<BroadcastEvent, { event: 'fill' }>['payload']
}

export class RiskDetector {
  /** Off: nothing is queued or recorded (the bench's baseline; an operator's switch). */
  enabled = true
  thresholds: RiskThresholds = { ...DEFAULT_THRESHOLDS }
  private readonly windows = new FillWindows(this.thresholds)
  private queue: Heard[] = []
  private working: Promise<void> | undefined
  private loaded: Promise<void> | undefined
  private readonly userOf = new Map<number, number>()

  private readonly ctx: EngineContext

  constructor(ctx: EngineContext) {
    this.ctx = ctx
    ctx.events.subscribe((e) => this.heard(e))
  }

  setThresholds(t: RiskThresholds): void {
    this.thresholds = t
    this.windows.setThresholds(t)
  }

  /** The feed guard applied a price it judged a jump (decision 588): a move short trades may ride. */
  priceJumped(symbol: string, at: Date): void {
    if (this.enabled) this.windows.noteJump(symbol, at)
  }

  /** Resolves when every fill heard so far has been looked at. */
  async idle(): Promise<void> {
    while (this.working) await this.working
  }

  private heard(e: BroadcastEvent): void {
    if (!this.enabled || e.event !== 'fill' || !e.channel.startsWith(ACCOUNT_CHANNEL)) return
    this.queue.push({ accountId: Number(e.channel.slice(ACCOUNT_CHANNEL.length)), fill: e.payload })
    this.working ??= new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.work())
      .catch((error) => this.ctx.log.error('risk detection failed', { error }))
      .finally(() => {
        this.working = undefined
      })
  }

  private async work(): Promise<void> {
    this.loaded ??= Promise.all([
      loadThresholds(this.ctx).then((t) => this.setThresholds(t)),
      this.readOwners(),
    ]).then(() => undefined)
    await this.loaded
    while (this.queue.length > 0) {
      const batch = this.queue
      this.queue = []
      await this.resolveUsers(batch.map((h) => h.accountId))
      for (const h of batch) {
        const userId = this.userOf.get(h.accountId)
        if (userId === undefined || userId === DEMO) continue
        const f = h.fill
        const seen: SeenFill = {
          fillId: f.id,
          orderId: f.order_id,
          userId,
          accountId: h.accountId,
          symbol: f.symbol,
          side: f.side,
          price: String(f.price),
          quantity: String(f.quantity),
          realizedProfit: String(f.realizedProfit),
          time: new Date(f.time),
        }
        await this.act(this.windows.see(seen))
      }
    }
  }

  private async resolveUsers(accountIds: number[]): Promise<void> {
    const unknown = [...new Set(accountIds)].filter((id) => !this.userOf.has(id))
    if (unknown.length > 0) await this.readOwners(unknown)
  }

  /**
   * Every account's owner, read once: a fill of a known account then costs the
   * trading database nothing (a query per batch took a quarter of the order
   * rate at 100 000 accounts); accounts bought later are read on first sight.
   * The owners of `ids`, or of every account.
   */
  private async readOwners(ids?: number[]): Promise<void> {
    const rows = await this.ctx.db
      .select({ id: userChallenges.id, userId: userChallenges.userId, type: userChallenges.type })
      .from(userChallenges)
      .where(ids ? inArray(userChallenges.id, ids) : undefined)
    // A demo account trades no money of the firm's: it is not looked at.
    for (const r of rows) this.userOf.set(r.id, r.type === 'demo' ? DEMO : r.userId)
  }

  private async act(found: Findings): Promise<void> {
    for (const pair of found.hedges) {
      const { a, b } = pair
      const signals = a.userId === b.userId ? [] : await sharedSignals(this.ctx, a.userId, b.userId)
      if (a.userId !== b.userId && signals.length === 0) continue
      const [lo, hi] = [a.accountId, b.accountId].sort((x, y) => x - y)
      await raiseFlag(this.ctx, {
        kind: 'hedging',
        severity: 'high',
        subjectKey: `${lo}:${hi}`,
        subjects: [
          { userId: a.userId, userChallengeId: a.accountId },
          { userId: b.userId, userChallengeId: b.accountId },
        ],
        evidence: evidence({
          pairs: [pairOf(pair)],
          signals: signals.map((s) => ({ ...s, users: [a.userId, b.userId] })),
          figures: { same_user: a.userId === b.userId ? 1 : 0 },
        }),
      })
    }
    for (const copy of found.copies) {
      const accounts = copy.matches.flatMap((m) => [m.a, m.b])
      await raiseFlag(this.ctx, {
        kind: 'copy_trading',
        severity: 'medium',
        subjectKey: copy.users.join(':'),
        subjects: accounts.map((f) => ({ userId: f.userId, userChallengeId: f.accountId })),
        evidence: evidence({
          pairs: copy.matches.map(pairOf),
          figures: { matches: copy.matches.length },
        }),
      })
    }
    const l = found.latency
    if (l) {
      const pct = (n: number, d: number) => (d > 0 ? Math.round((n / d) * 1000) / 10 : 0)
      await raiseFlag(this.ctx, {
        kind: 'latency',
        severity: 'medium',
        subjectKey: String(l.accountId),
        subjects: [{ userId: l.userId, userChallengeId: l.accountId }],
        evidence: evidence({
          pairs: l.trades.map(pairOf),
          figures: {
            short_trades: l.shortTrades,
            win_rate: pct(l.wins, l.shortTrades),
            firm_short_trades: l.firmShortTrades,
            firm_win_rate: pct(l.firmWins, l.firmShortTrades),
            flagged_move_wins: l.flaggedMoveWins,
          },
        }),
      })
    }
  }
}
