/** POST /v1/userChallenges/createDemo (rules.md: one per user ever, 10 000 USDT, 3 days). */
import type { Hono } from 'hono'
import { userChallengeEndpoints } from '#contract/user-challenges.ts'
import type { EngineContext } from '../../context.ts'
import { createDemo } from '../../demo/create-demo.ts'
import { demoView } from '../../demo/demo-view.ts'
import { translate } from '../../i18n.ts'
import type { AppEnv } from '../env.ts'
import { mount } from '../route.ts'

export function registerDemoRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  mount(app, ctx, userChallengeEndpoints.createDemo, async ({ body, user, c }) => {
    const { challenge, account } = await createDemo(ctx, user.id, body.title)
    return {
      data: demoView(ctx, challenge, account),
      message: translate(c.get('locale'), 'Demo account created.'),
      message_type: 'success' as const,
    }
  })
}
