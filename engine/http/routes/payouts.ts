/** The payout address book, money out's second factor and the freeze link (contract/payouts.ts; decision 393). */
import type { Hono } from 'hono'
import { payoutEndpoints } from '#contract/payouts.ts'
import type { EngineContext } from '../../context.ts'
import { translate } from '../../i18n.ts'
import {
  addAddress,
  addressesOf,
  addressView,
  freezeByToken,
  isFrozen,
  removeAddress,
} from '../../payouts/addresses.ts'
import { factorMethodOf, sendMoneyOutCode } from '../../payouts/second-factor.ts'
import { payoutTexts } from '../../payouts/texts.ts'
import type { AppEnv } from '../env.ts'
import { mount } from '../route.ts'

export function registerPayoutRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  mount(app, ctx, payoutEndpoints.addresses, async ({ user }) => {
    const now = ctx.clock.now()
    return { data: (await addressesOf(ctx.db, user.id)).map((row) => addressView(row, now)) }
  })

  mount(app, ctx, payoutEndpoints.addAddress, async ({ user, body, c }) => {
    const locale = c.get('locale')
    const row = await addAddress(ctx, user.id, body, locale)
    return {
      data: addressView(row, ctx.clock.now()),
      message: translate(locale, payoutTexts.addressAdded),
      message_type: 'success' as const,
    }
  })

  mount(app, ctx, payoutEndpoints.removeAddress, async ({ user, params, c }) => {
    await removeAddress(ctx, user.id, params.addressId)
    return {
      message: translate(c.get('locale'), payoutTexts.addressRemoved),
      message_type: 'success' as const,
    }
  })

  mount(app, ctx, payoutEndpoints.moneyOutFactor, async ({ user }) => ({
    data: {
      method: await factorMethodOf(ctx, user.id),
      frozen: await isFrozen(ctx.db, user.id),
    },
  }))

  mount(app, ctx, payoutEndpoints.sendMoneyOutCode, async ({ user, c }) => {
    const locale = c.get('locale')
    await sendMoneyOutCode(ctx, user.id, locale)
    return { message: translate(locale, payoutTexts.codeSent), message_type: 'success' as const }
  })

  mount(app, ctx, payoutEndpoints.freezeWithdrawals, async ({ body, c }) => {
    await freezeByToken(ctx, body.token)
    return {
      message: translate(c.get('locale'), payoutTexts.freezeDone),
      message_type: 'success' as const,
    }
  })
}
