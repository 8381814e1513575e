import { createFileRoute } from '@tanstack/react-router'
import { getRequestIP } from '@tanstack/react-start/server'
import { handleEventsRequest } from '~/server/realtime/events-request.server'
import { getRelay } from '~/server/realtime/relay-instance.server'
import { appConfig } from '../../../app.config.ts'

// The browser's live event stream (app/lib/live/live-protocol.ts).
export const Route = createFileRoute('/api/events')({
  server: {
    handlers: {
      GET: ({ request }) =>
        handleEventsRequest(request, getRelay(), {
          clientIp: getRequestIP({ xForwardedFor: appConfig().TRUST_PROXY }),
        }),
    },
  },
})
