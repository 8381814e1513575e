import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { paraglideMiddleware } from './paraglide/server.js'

// Paraglide resolves the request's locale (cookie, Accept-Language, fallback
// Persian) so that SSR renders in it.
export default createServerEntry({
  fetch(request) {
    return paraglideMiddleware(request, () => handler.fetch(request))
  },
})
