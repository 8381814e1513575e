/** GET /v1/challenges and GET /v1/steps: the catalogue (contract/challenges.ts). */
import type { Hono } from 'hono'
import { challengeEndpoints } from '#contract/challenges.ts'
import { D } from '#money/decimal.ts'
import {
  presentChallenge,
  presentFeature,
  presentProgram,
  presentStep,
} from '../../catalogue/present.ts'
import {
  challengesOnSale,
  currentRuleSet,
  currentRuleSets,
  featuresOnSale,
} from '../../catalogue/queries.ts'
import type { EngineContext } from '../../context.ts'
import type { AppEnv } from '../env.ts'
import { mount } from '../route.ts'

export function registerChallengeRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  mount(app, ctx, challengeEndpoints.list, async ({ c }) => {
    const rows = await challengesOnSale(ctx.db)
    const sets = await currentRuleSets(ctx.db, [...new Set(rows.map((r) => r.programId))])
    const locale = c.get('locale')
    const programs = new Map([...sets].map(([id, set]) => [id, presentProgram(set, locale)]))
    return {
      data: rows.flatMap((row) => {
        const program = programs.get(row.programId)
        // A program with no rule set yet has nothing to sell.
        return program ? [presentChallenge(row, locale, program)] : []
      }),
    }
  })

  mount(app, ctx, challengeEndpoints.steps, async ({ c }) => {
    const [ruleSet, rows] = await Promise.all([currentRuleSet(ctx.db), featuresOnSale(ctx.db)])
    const locale = c.get('locale')
    return {
      data: {
        rules_version: ruleSet.version,
        steps: ruleSet.steps.map(presentStep),
        features: rows.map((row) => presentFeature(row, locale)),
        profit_share: D(ruleSet.profitShare).toString(),
        rules_url: ctx.config.RULES_URL,
      },
    }
  })
}
