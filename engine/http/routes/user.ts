/** The signed-in user's own account (contract/user.ts). */
import type { Hono } from 'hono'
import { userEndpoints } from '#contract/user.ts'
import { ACCOUNT_TEXTS } from '../../accounts/account-texts.ts'
import {
  confirmContact,
  requestEmailCode,
  requestPhoneCode,
} from '../../accounts/contact-verification.ts'
import { changeAvatar, changeName, markTourSeen, updateBaseInfo } from '../../accounts/profile.ts'
import '../../accounts/texts.ts'
import { toWireUser } from '../../accounts/user-wire.ts'
import type { EngineContext } from '../../context.ts'
import { creditBalance } from '../../credit/balance.ts'
import { translate } from '../../i18n.ts'
import type { AppEnv, UserRow } from '../env.ts'
import { mount } from '../route.ts'

export function registerUserRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  const answer = (row: UserRow, locale?: 'en' | 'fa', message?: string) => ({
    data: toWireUser(ctx.config, row),
    ...(locale && message
      ? { message: translate(locale, message), message_type: 'success' as const }
      : {}),
  })

  mount(app, ctx, userEndpoints.me, ({ user }) => answer(user))

  mount(app, ctx, userEndpoints.changeName, async ({ user, body, c }) =>
    answer(await changeName(ctx, user, body.name), c.get('locale'), ACCOUNT_TEXTS.nameChanged),
  )

  mount(app, ctx, userEndpoints.updateProfileBaseInfo, async ({ user, body, c }) =>
    answer(await updateBaseInfo(ctx, user, body), c.get('locale'), ACCOUNT_TEXTS.profileSaved),
  )

  mount(app, ctx, userEndpoints.requestPhoneVerification, async ({ user, body, c }) => {
    const locale = c.get('locale')
    const sent = await requestPhoneCode(ctx, locale, user, body.phone)
    return {
      data: sent,
      message: translate(locale, ACCOUNT_TEXTS.phoneCodeSent, { phone: body.phone }),
      message_type: 'success' as const,
    }
  })

  mount(app, ctx, userEndpoints.confirmPhoneVerification, async ({ user, body, c }) =>
    answer(
      await confirmContact(ctx, user, 'phone', body.code),
      c.get('locale'),
      ACCOUNT_TEXTS.phoneVerified,
    ),
  )

  mount(app, ctx, userEndpoints.requestEmailVerification, async ({ user, body, c }) => {
    const locale = c.get('locale')
    const { sent, to } = await requestEmailCode(ctx, locale, user, body.email)
    return {
      data: sent,
      message: translate(locale, ACCOUNT_TEXTS.emailCodeSent, { email: to }),
      message_type: 'success' as const,
    }
  })

  mount(app, ctx, userEndpoints.confirmEmailVerification, async ({ user, body, c }) =>
    answer(
      await confirmContact(ctx, user, 'email', body.code),
      c.get('locale'),
      ACCOUNT_TEXTS.emailVerified,
    ),
  )

  mount(app, ctx, userEndpoints.changeAvatar, async ({ user, body, c }) =>
    answer(
      await changeAvatar(ctx, user, body.avatar),
      c.get('locale'),
      ACCOUNT_TEXTS.avatarChanged,
    ),
  )

  mount(app, ctx, userEndpoints.tourSeen, async ({ user, body }) =>
    answer(await markTourSeen(ctx, user, body.tour)),
  )

  mount(app, ctx, userEndpoints.creditBalance, async ({ user }) => {
    const credit = await creditBalance(ctx.db, user.id, ctx.clock.now())
    return {
      data: {
        balance: credit.available.toString(),
        pending: credit.pending.toString(),
        currency: 'USDT' as const,
      },
    }
  })
}
