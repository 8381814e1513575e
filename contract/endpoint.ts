/**
 * One description per /v1 call: method, path, inputs and answer. The engine
 * validates with it, the web calls and parses with it, OpenAPI is written
 * from it.
 */
import type { z } from 'zod'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
/**
 * Who may call: anyone, a signed-in session (user; staff = support, risk or
 * admin; risk = risk or admin; admin), or a
 * request signed with an API key (`apiKey`: the trading API, decision 610;
 * its `permission` says which of the key's permissions it needs).
 */
export type Access = 'public' | 'user' | 'staff' | 'risk' | 'admin' | 'apiKey'
export type KeyPermission = 'read' | 'trade'

export interface Endpoint<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod
  /** OpenAPI style: /v1/tickets/{ticketId} */
  path: string
  summary: string
  access: Access
  params: P
  query: Q
  body: B
  /** The body arrives as multipart/form-data (file uploads). */
  multipart: boolean
  response: R
  /** The success status: 204 answers no body. */
  status: 200 | 204
  /**
   * Refusals this operation itself answers, beyond those every operation
   * of its shape answers (contract/openapi.ts): status → when. OpenAPI
   * lists them; tests/support/documented-statuses.setup.ts fails a test
   * file that sees a status the document leaves out.
   */
  refusals: Readonly<Partial<Record<RefusalStatus, string>>>
  /** Signed API only: the key's permission it needs, and the request weight it counts. */
  permission: KeyPermission | undefined
  weight: number
  /** Signed API only: it places an order (counted against the key's order rate). */
  placesOrder: boolean
}

export type RefusalStatus = 403 | 404 | 409 | 422 | 429 | 502 | 503

export function endpoint<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(e: {
  method: HttpMethod
  path: string
  summary: string
  access: Access
  params?: P
  query?: Q
  body?: B
  multipart?: boolean
  response: R
  status?: 200 | 204
  refusals?: Partial<Record<RefusalStatus, string>>
  permission?: KeyPermission
  weight?: number
  placesOrder?: boolean
}): Endpoint<P, Q, B, R> {
  return {
    params: undefined as P,
    query: undefined as Q,
    body: undefined as B,
    ...e,
    multipart: e.multipart ?? false,
    status: e.status ?? 200,
    refusals: e.refusals ?? {},
    permission: e.permission,
    weight: e.weight ?? 1,
    placesOrder: e.placesOrder ?? false,
  }
}

export type ParamsOf<E> =
  E extends Endpoint<infer P, z.ZodType | undefined, z.ZodType | undefined, z.ZodType>
    ? P extends z.ZodType
      ? z.input<P>
      : undefined
    : never
export type QueryOf<E> =
  E extends Endpoint<z.ZodType | undefined, infer Q, z.ZodType | undefined, z.ZodType>
    ? Q extends z.ZodType
      ? z.input<Q>
      : undefined
    : never
export type BodyOf<E> =
  E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer B, z.ZodType>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never
export type ResponseOf<E> =
  E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, infer R>
    ? z.output<R>
    : never

/** Fills `{name}` segments of a path. */
export function buildPath(
  path: string,
  params: Record<string, string | number> | undefined,
): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`)
    return encodeURIComponent(String(value))
  })
}
