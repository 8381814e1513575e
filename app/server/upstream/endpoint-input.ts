/**
 * Server-function validators made from the contract: the input of a /v1
 * call is `{ params, query, body }` (only the parts the endpoint has), or a
 * FormData for multipart calls. Runs on the server only (Start strips
 * validators from the browser bundle), so full zod is free here.
 */
import type { z } from 'zod'
import type { Endpoint } from '#contract/endpoint.ts'
import { type FieldErrors, HttpError } from '~/lib/http-error'
import { m } from '~/paraglide/messages'
import { translateValidationText } from './validation-texts'

type In<S> = S extends z.ZodType ? z.input<S> : undefined
type Out<S> = S extends z.ZodType ? z.output<S> : undefined

type Part<K extends string, T> = [T] extends [undefined]
  ? unknown
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T }

type Flatten<T> = { [K in keyof T]: T[K] }

type InputObject<E extends Endpoint> = Flatten<
  Part<'params', In<E['params']>> & Part<'query', In<E['query']>> & Part<'body', In<E['body']>>
>

/** What a server function of this endpoint takes; optional when nothing is required. */
export type EndpointInput<E extends Endpoint> =
  object extends InputObject<E> ? InputObject<E> | undefined : InputObject<E>

/** The validated input, as the upstream client sends it. */
export interface EndpointData<E extends Endpoint = Endpoint> {
  params: Out<E['params']>
  query: Out<E['query']>
  body: Out<E['body']>
  /** Multipart calls: the form to send, path parameters taken out. */
  form?: FormData
}

/** A 422 the browser can show, without a server stack trace. */
export function validationFailure(errors: FieldErrors): HttpError {
  const first = Object.values(errors)[0]?.[0] ?? m.error_invalid_input()
  const error = new HttpError(422, first, { fieldErrors: errors })
  error.stack = undefined
  return error
}

function collect(schema: z.ZodType, value: unknown, errors: FieldErrors, prefix?: string): unknown {
  const result = schema.safeParse(value ?? {})
  if (result.success) return result.data
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.')
    const field = [prefix, path].filter(Boolean).join('.') || (prefix ?? 'input')
    const list = errors[field] ?? []
    list.push(translateValidationText(issue.message))
    errors[field] = list
  }
  return undefined
}

/** The validator of a JSON endpoint's server function. */
export function endpointInput<E extends Endpoint>(endpoint: E) {
  return (input: EndpointInput<E>): EndpointData<E> => {
    const raw = (typeof input === 'object' && input !== null ? input : {}) as Record<
      string,
      unknown
    >
    const errors: FieldErrors = {}
    const params = endpoint.params ? collect(endpoint.params, raw.params, errors) : undefined
    const query = endpoint.query ? collect(endpoint.query, raw.query, errors) : undefined
    const body = endpoint.body ? collect(endpoint.body, raw.body, errors) : undefined
    if (Object.keys(errors).length > 0) throw validationFailure(errors)
    return { params, query, body } as EndpointData<E>
  }
}

function shapeKeys(schema: z.ZodType | undefined): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape
  return shape ? Object.keys(shape) : []
}

/**
 * The validator of a multipart endpoint's server function. Path parameters
 * travel as fields of the same name; `name[]` fields (and repeated ones)
 * become lists, as the upstream reads them.
 */
export function multipartInput<E extends Endpoint>(endpoint: E) {
  const paramNames = new Set(shapeKeys(endpoint.params))
  return (input: FormData): EndpointData<E> => {
    if (!(input instanceof FormData)) throw validationFailure({ input: [m.error_invalid_input()] })
    const rawParams: Record<string, unknown> = {}
    const rawBody: Record<string, unknown> = {}
    const form = new FormData()
    for (const [key, value] of input.entries()) {
      if (paramNames.has(key)) {
        rawParams[key] = value
        continue
      }
      form.append(key, value)
      const name = key.endsWith('[]') ? key.slice(0, -2) : key
      const existing = rawBody[name]
      if (key.endsWith('[]') || existing !== undefined) {
        rawBody[name] = [...(Array.isArray(existing) ? existing : []), value]
      } else rawBody[name] = value
    }
    const errors: FieldErrors = {}
    const params = endpoint.params ? collect(endpoint.params, rawParams, errors) : undefined
    const body = endpoint.body ? collect(endpoint.body, rawBody, errors) : undefined
    if (Object.keys(errors).length > 0) throw validationFailure(errors)
    return { params, query: undefined, body, form } as EndpointData<E>
  }
}
