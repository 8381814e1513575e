/**
 * An engine whose identity checks talk to the local Sumsub stand-in
 * (tests/support/sumsub-standin.ts), which delivers its webhooks to the
 * engine in-process, and the rows tests read back.
 */
import { asc, eq } from 'drizzle-orm'
import { api } from '#contract/index.ts'
import { createUserChallenge } from '../../../../engine/challenges/create-user-challenge.ts'
import {
  identityCheckEvents,
  identityChecks,
  userChallenges,
  users,
} from '../../../../engine/db/schema/index.ts'
import { externalUserIdOf } from '../../../../engine/identity/sumsub-client.ts'
import type { DatabaseKind } from '../../../support/databases.ts'
import { type StandinApplicant, SumsubStandin } from '../../../support/sumsub-standin.ts'
import { signedInClient } from '../fixtures.ts'
import { startTestEngine, type TestClient, type TestEngine } from '../harness.ts'
import { realRules } from '../money/support.ts'

export interface SumsubEngine {
  t: TestEngine
  standin: SumsubStandin
  close(): Promise<void>
}

export async function startSumsubEngine(kind: DatabaseKind): Promise<SumsubEngine> {
  let engine: TestEngine | undefined
  const standin = new SumsubStandin(async (d) => {
    if (!engine) throw new Error('engine not started')
    const response = await engine.engine.app.request(`http://engine.test${d.path}`, {
      method: 'POST',
      headers: d.headers,
      body: d.body,
    })
    return response.status
  })
  await standin.start()
  const t = await startTestEngine(kind, standin.env())
  engine = t
  return {
    t,
    standin,
    async close() {
      await t.close()
      await standin.stop()
    },
  }
}

/**
 * A trader with a locked English name who opened the WebSDK once: their
 * applicant exists at the stand-in.
 */
export async function verifyingTrader(
  s: SumsubEngine,
  name = { first: 'Sara', last: 'Ahmadi' },
  language: 'en' | 'fa' = 'en',
): Promise<{ userId: number; client: TestClient; applicant: StandinApplicant }> {
  const { user, client } = await signedInClient(s.t, {}, { language })
  await s.t.engine.ctx.db
    .update(users)
    .set({ firstNameEn: name.first, lastNameEn: name.last, nameConfirmed: true })
    .where(eq(users.id, user.id))
  await client.ok(api.identity.token)
  const applicant = s.standin.applicantOf(externalUserIdOf(user.id))
  if (!applicant) throw new Error('no applicant at the stand-in')
  return { userId: user.id, client, applicant }
}

export async function checkRow(s: SumsubEngine, userId: number) {
  const [row] = await s.t.engine.ctx.db
    .select()
    .from(identityChecks)
    .where(eq(identityChecks.userId, userId))
  return row
}

export function eventsOf(s: SumsubEngine, userId: number) {
  return s.t.engine.ctx.db
    .select()
    .from(identityCheckEvents)
    .where(eq(identityCheckEvents.userId, userId))
    .orderBy(asc(identityCheckEvents.id))
}

const STEP = { days: 0, maxDdDaily: '5', maxDdTotal: '10', minProfit: '8', minTradingDays: 0 }

/** A two-step challenge whose last step passed: the real account may be requested. */
export async function passedTwoSteps(t: TestEngine, userId: number): Promise<number> {
  const ctx = t.engine.ctx
  const { challenge } = await createUserChallenge(ctx.db, {
    userId,
    type: 'challenge',
    title: 'Challenge 10K',
    challengeId: null,
    paymentId: null,
    rules: realRules({
      steps: [
        { step: 1, ...STEP },
        { step: 2, ...STEP, minProfit: '5' },
      ],
    }),
    initialBalance: '10000',
    phase: 'step2',
    now: ctx.clock.now(),
    expiresAt: null,
  })
  await ctx.db
    .update(userChallenges)
    .set({ status: 'passed' })
    .where(eq(userChallenges.id, challenge.id))
  return challenge.id
}
