import { createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { createServerEntry } from '@tanstack/react-start/server-entry'
import { appConfig } from '../app.config.ts'
import { answerCertificateFile, certificateFileOf } from './server/certificates/published.server'
import { answerDownloadRequest, isDownloadRequest } from './server/downloads/downloads-entry.server'
import { answerOpsRequest, opsPathOf } from './server/ops/ops-entry.server'
import { servedWithRequestId } from './server/ops/request-entry.server'
import { answerEventsRequest, isEventsRequest } from './server/realtime/events-entry.server'
import { inRequestLocale } from './server/request-locale.server'
import { newCspNonce, withSecurityHeaders } from './server/security-headers.server'

/** Nginx's code for a request the client closed; no one receives it. */
const CLIENT_CLOSED = 499

/** Start's own handler (the default entry's), which rethrows when the browser left. */
const handler = createStartHandler(defaultStreamHandler)

export default createServerEntry({
  fetch(request) {
    // Every request under its id (X-Request-Id), counted (docs/decisions/400, 402).
    return servedWithRequestId(request, async () => {
      // The live event stream needs neither the router nor the page's locale.
      if (isEventsRequest(request)) return answerEventsRequest(request)
      // This page's scripts must bear it (the router stamps it on what it
      // renders: getRouter reads it from the request context).
      const cspNonce = newCspNonce()
      // CSV exports stream from the engine as files, not pages (decision 605).
      if (isDownloadRequest(request))
        return withSecurityHeaders(await answerDownloadRequest(request), appConfig(), cspNonce)
      const ops = opsPathOf(request)
      if (ops)
        return withSecurityHeaders(await answerOpsRequest(request, ops), appConfig(), cspNonce)
      // The certificate keys and share images (decisions 600, 602).
      const certificateFile = certificateFileOf(request)
      if (certificateFile)
        return withSecurityHeaders(
          await answerCertificateFile(request, certificateFile),
          appConfig(),
          cspNonce,
        )
      try {
        // The request's locale (cookie, Accept-Language, fallback Persian), so
        // that SSR renders in it (Paraglide's middleware minus its request copy).
        const response = await inRequestLocale(request, () =>
          // The request context is untyped for Start: getRouter casts it back.
          handler(request, { context: { cspNonce } as Record<string, unknown> }),
        )
        return withSecurityHeaders(response, appConfig(), cspNonce)
      } catch (error) {
        // The browser left before the answer was ready (Start rethrows the
        // abort's reason): not a server error, so nothing for the log.
        // Anything else goes on to the entry's own error answer and log.
        if (request.signal.aborted) return new Response(null, { status: CLIENT_CLOSED })
        throw error
      }
    })
  },
})
