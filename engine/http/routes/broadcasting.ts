/**
 * POST /v1/broadcasting/auth: signs a private channel for a socket, as
 * Laravel's broadcasting endpoint does for Pusher. The web's relay calls it
 * with a browser's cookies and its own socket id, so one upstream socket
 * carries every browser's channels while each browser is checked.
 * Under NODE_ENV=test, POST /test/broadcast publishes an event as the
 * trading shell would, for browser tests of live screens.
 */
import type { Hono } from 'hono'
import { broadcastEventSchema, broadcastingEndpoints } from '#contract/broadcasting.ts'
import { devEndpoints } from '#contract/dev.ts'
import { mayFollowChannel } from '../../broadcast/channel-access.ts'
import { channelAuth } from '../../broadcast/pusher-protocol.ts'
import type { EngineContext } from '../../context.ts'
import { addTranslations } from '../../i18n.ts'
import type { AppEnv } from '../env.ts'
import { fieldError, forbidden } from '../errors.ts'
import { mount } from '../route.ts'
import { parseWith } from '../validate.ts'

// The validation text of contract/broadcasting.ts (the relay sends the socket id, not a person).
addTranslations('fa', { 'socket_id is not valid': 'شناسه اتصال (socket_id) معتبر نیست' })

export function registerBroadcastingRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  mount(app, ctx, broadcastingEndpoints.auth, async ({ body, user }) => {
    if (!(await mayFollowChannel(ctx, user.id, body.channel_name))) throw forbidden()
    const { BROADCAST_APP_KEY, BROADCAST_APP_SECRET } = ctx.config
    return {
      auth: channelAuth(BROADCAST_APP_KEY, BROADCAST_APP_SECRET, body.socket_id, body.channel_name),
    }
  })

  if (ctx.config.NODE_ENV === 'test') {
    mount(app, ctx, devEndpoints.broadcast, async ({ body, c }) => {
      const schema = broadcastEventSchema(body.channel, body.event)
      if (!schema) throw fieldError('event', 'This channel does not carry this event')
      const payload = parseWith(schema, body.payload, c.get('locale'))
      ctx.events.publishUnchecked(body.channel, body.event, payload)
      return { data: { channel: body.channel, event: body.event } }
    })
  }
}
