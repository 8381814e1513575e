/** The engine's HTTP application: middleware, error answers, and every route. */
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { EngineContext } from '../context.ts'
import { DomainError } from '../errors.ts'
import { type Locale, localeFrom, translate } from '../i18n.ts'
import { bodyLimit } from './body-limit.ts'
import type { AppEnv } from './env.ts'
import { type FieldErrors, HttpError, toHttpError } from './errors.ts'
import { requestMiddleware } from './request-metrics.ts'
import { registerFaultTestRoutes } from './routes/fault-test.ts'
import { registerRoutes } from './routes/index.ts'
import { registerOpsRoutes } from './routes/ops.ts'
import { securityHeaders } from './security-headers.ts'
import { sessionMiddleware } from './session.ts'

const MB = 1024 * 1024

export function createApp(ctx: EngineContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>()

  app.use(securityHeaders())
  app.use(requestMiddleware(ctx))
  app.use(async (c, next) => {
    c.set('locale', localeFrom(c.req.header('accept-language')))
    await next()
  })
  app.use(
    bodyLimit({
      // Uploads are checked file by file later; this only stops the absurd.
      maxSize: Math.ceil(
        (ctx.config.TICKET_MAX_FILES + 1) * ctx.config.TICKET_MAX_FILE_MB * MB + MB,
      ),
      onError: () => {
        throw new HttpError(413, 'The request body is too large.')
      },
    }),
  )
  app.use(sessionMiddleware(ctx))

  registerOpsRoutes(app, ctx)
  registerFaultTestRoutes(app, ctx)
  registerRoutes(app, ctx)

  app.notFound((c) => c.json({ message: translate(c.get('locale') ?? 'en', 'Not found.') }, 404))

  app.onError((thrown, c) => {
    const locale = c.get('locale') ?? 'en'
    const error = thrown instanceof DomainError ? toHttpError(thrown) : thrown
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value)
      const body: Record<string, unknown> = {
        ...(error.code ? { code: error.code } : {}),
        message: translate(locale, error.message, translatedParams(locale, error.params)),
      }
      if (error.errors) body.errors = translateErrors(locale, error.errors, error.params)
      if (error.messageType) body.message_type = error.messageType
      return c.json(body, error.status as 400)
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: error.message || 'Bad request.' }, error.status)
    }
    ctx.log.error('unhandled error', {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      error,
    })
    return c.json({ message: translate(locale, 'Server Error') }, 500)
  })

  return app
}

/** Text parameters are translated too: a field error quoted in the message. */
function translatedParams(
  locale: Locale,
  params: Record<string, string | number>,
): Record<string, string | number> {
  const out: Record<string, string | number> = {}
  for (const [key, value] of Object.entries(params)) {
    out[key] = typeof value === 'string' ? translate(locale, value, params) : value
  }
  return out
}

/** Handlers throw English field errors; validation already translated its own (a no-op here). */
function translateErrors(
  locale: Locale,
  errors: FieldErrors,
  params: Record<string, string | number>,
): FieldErrors {
  const out: FieldErrors = {}
  for (const [field, texts] of Object.entries(errors)) {
    out[field] = texts.map((text) => translate(locale, text, params))
  }
  return out
}
