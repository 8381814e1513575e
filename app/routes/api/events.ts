import { createFileRoute } from '@tanstack/react-router'
import { handleEventsRequest } from '~/server/realtime/events-request.server'
import { getRelay } from '~/server/realtime/relay-instance.server'

// The browser's live event stream (app/lib/live/live-protocol.ts).
export const Route = createFileRoute('/api/events')({
  server: {
    handlers: {
      GET: ({ request }) => handleEventsRequest(request, getRelay()),
    },
  },
})
