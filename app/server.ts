import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { paraglideMiddleware } from './paraglide/server.js'
import { answerEventsRequest, isEventsRequest } from './server/realtime/events-entry.server'

export default createServerEntry({
  fetch(request) {
    // The live event stream needs neither the router nor the page's locale.
    if (isEventsRequest(request)) return answerEventsRequest(request)
    // Paraglide resolves the request's locale (cookie, Accept-Language, fallback
    // Persian) so that SSR renders in it.
    return paraglideMiddleware(request, () => handler.fetch(request))
  },
})
