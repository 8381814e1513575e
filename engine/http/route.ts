/**
 * Mounts a contract endpoint on the app: parses path, query and body with
 * the endpoint's schemas (422 on failure), enforces its access (401/403),
 * and answers the handler's result as JSON. In tests, every answer is also
 * checked against the endpoint's response schema.
 */
import type { Context, Hono } from 'hono'
import type { z } from 'zod'
import type { Endpoint } from '#contract/endpoint.ts'
import type { SessionRow } from '../accounts/sessions.ts'
import type { EngineContext } from '../context.ts'
import { addTranslations } from '../i18n.ts'
import type { AppEnv, UserRow } from './env.ts'
import { forbidden, HttpError, unauthenticated } from './errors.ts'
import { parseWith } from './validate.ts'

type Out<S> = S extends z.ZodType ? z.output<S> : undefined

export interface RouteInput<E extends Endpoint, U> {
  params: Out<E['params']>
  query: Out<E['query']>
  body: Out<E['body']>
  user: U
  session: SessionRow | undefined
  c: Context<AppEnv>
}

type UserFor<E extends Endpoint> = E['access'] extends 'public' ? UserRow | undefined : UserRow

export type Handler<E extends Endpoint> = (
  input: RouteInput<E, UserFor<E>>,
) => Promise<z.input<E['response']> | Response> | z.input<E['response']> | Response

/** Who enters the staff console; the risk desk and kill switches are risk's and admin's (decision 580). */
const STAFF_ROLES = new Set(['support', 'risk', 'admin'])
/** Whether a role enters the staff console (also for routes outside the contract). */
export const isStaffRole = (role: string | undefined): boolean => STAFF_ROLES.has(role ?? '')
const RISK_ROLES = new Set(['risk', 'admin'])

const MALFORMED_FORM = 'The request body is not valid form data.'
addTranslations('fa', { [MALFORMED_FORM]: 'بدنه درخواست، داده فرم معتبری نیست.' })

export function honoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1')
}

export function mount<E extends Endpoint>(
  app: Hono<AppEnv>,
  ctx: EngineContext,
  endpoint: E,
  handler: Handler<E>,
): void {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'
  app[method](honoPath(endpoint.path), async (c) => {
    const locale = c.get('locale')
    const user = c.get('user')
    if (endpoint.access !== 'public' && !user) throw unauthenticated()
    if (endpoint.access === 'staff' && !STAFF_ROLES.has(user?.role ?? '')) throw forbidden()
    if (endpoint.access === 'risk' && !RISK_ROLES.has(user?.role ?? '')) throw forbidden()
    if (endpoint.access === 'admin' && user?.role !== 'admin') throw forbidden()

    const params = endpoint.params ? parseWith(endpoint.params, c.req.param(), locale) : undefined
    const query = endpoint.query ? parseWith(endpoint.query, c.req.query(), locale) : undefined
    const body = endpoint.body
      ? parseWith(endpoint.body, await readBody(c, endpoint.multipart === true), locale)
      : undefined

    const result = await handler({
      params,
      query,
      body,
      user: user as UserFor<E>,
      session: c.get('session'),
      c,
    } as RouteInput<E, UserFor<E>>)
    if (result instanceof Response) return result
    if (ctx.config.NODE_ENV === 'test') {
      const checked = endpoint.response.safeParse(result)
      if (!checked.success) {
        ctx.log.error('response breaks the contract', {
          path: endpoint.path,
          issues: checked.error.issues,
        })
        throw new Error(`Response of ${endpoint.method} ${endpoint.path} breaks the contract`)
      }
    }
    return c.json(result as object)
  })
}

async function readBody(c: Context<AppEnv>, multipart: boolean): Promise<unknown> {
  const type = c.req.header('content-type') ?? ''
  if (
    multipart ||
    type.startsWith('multipart/form-data') ||
    type.startsWith('application/x-www-form-urlencoded')
  ) {
    if (
      !type.startsWith('multipart/form-data') &&
      !type.startsWith('application/x-www-form-urlencoded')
    ) {
      return {}
    }
    const form = await c.req.parseBody({ all: true }).catch(() => {
      throw new HttpError(400, MALFORMED_FORM)
    })
    const body: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(form)) {
      // `attachments[]` and repeated fields arrive as arrays under the bare name.
      const name = key.endsWith('[]') ? key.slice(0, -2) : key
      const values = Array.isArray(value) ? value : [value]
      body[name] =
        key.endsWith('[]') || Array.isArray(value)
          ? [...((body[name] as unknown[]) ?? []), ...values]
          : value
    }
    return body
  }
  const text = await c.req.text()
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text)
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.')
  }
}
