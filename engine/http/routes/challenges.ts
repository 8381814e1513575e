/** GET /v1/challenges and GET /v1/steps: the catalogue (contract/challenges.ts). */
import type { Hono } from 'hono'
import { challengeEndpoints } from '#contract/challenges.ts'
import { D } from '#money/decimal.ts'
import { presentChallenge, presentFeature, presentStep } from '../../catalogue/present.ts'
import { challengesOnSale, currentRuleSet, featuresOnSale } from '../../catalogue/queries.ts'
import type { EngineContext } from '../../context.ts'
import type { AppEnv } from '../env.ts'
import { mount } from '../route.ts'

export function registerChallengeRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  mount(app, ctx, challengeEndpoints.list, async ({ c }) => {
    const [rows, ruleSet] = await Promise.all([challengesOnSale(ctx.db), currentRuleSet(ctx.db)])
    const locale = c.get('locale')
    return { data: rows.map((row) => presentChallenge(row, locale, ruleSet.steps.length)) }
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
