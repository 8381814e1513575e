/** OpenAPI 3.1 of the /v1 contract, built from the endpoint descriptions. */
import { z } from 'zod'
import { errorBody, validationErrorBody } from './common.ts'
import { allEndpoints } from './index.ts'

type Json = Record<string, unknown>

function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Json {
  return z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
    override: (ctx) => {
      const def = (ctx.zodSchema as { _zod?: { def?: { type?: string } } })._zod?.def
      if (def?.type === 'custom') {
        ctx.jsonSchema.type = 'string'
        ctx.jsonSchema.format = 'binary'
      }
    },
  }) as Json
}

/**
 * Moves a generated schema's `$defs` (zod's shared or recursive parts)
 * into `components/schemas` under `owner`'s prefix and points its `$ref`s
 * there: a `#/$defs/…` reference nested inside a response resolves
 * against the document root, where standard tools find nothing.
 */
function liftDefinitions(json: Json, owner: string, components: Record<string, Json>): Json {
  const defs = json.$defs as Record<string, Json> | undefined
  if (!defs) return json
  delete json.$defs
  const names = new Map(Object.keys(defs).map((key) => [key, `${owner}.${key}`]))
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite)
    if (value === null || typeof value !== 'object') return value
    const out: Json = {}
    for (const [key, inner] of Object.entries(value)) {
      const local = typeof inner === 'string' ? inner.match(/^#\/\$defs\/(.+)$/) : null
      const lifted = key === '$ref' && local?.[1] ? names.get(local[1]) : undefined
      out[key] = lifted ? `#/components/schemas/${lifted}` : rewrite(inner)
    }
    return out
  }
  for (const [key, def] of Object.entries(defs)) {
    components[names.get(key) ?? key] = rewrite(def) as Json
  }
  return rewrite(json) as Json
}

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query'): Json[] {
  if (!schema) return []
  const json = jsonSchemaOf(schema, 'input') as {
    properties?: Record<string, Json>
    required?: string[]
  }
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }))
}

export function buildOpenApi(): Json {
  const paths: Record<string, Record<string, Json>> = {}
  const components: Record<string, Json> = {}
  for (const { group, name, endpoint } of allEndpoints()) {
    const owner = `${group}.${name}`
    const schemaOf = (schema: z.ZodType, io: 'input' | 'output', part: string) =>
      liftDefinitions(jsonSchemaOf(schema, io), `${owner}.${part}`, components)
    const operation: Json = {
      operationId: `${group}.${name}`,
      tags: [group],
      summary: endpoint.summary,
      parameters: [
        ...parametersOf(endpoint.params, 'path'),
        ...parametersOf(endpoint.query, 'query'),
      ],
      responses: {
        ...(endpoint.status === 204
          ? { '204': { description: 'No content' } }
          : {
              '200': {
                description: 'Success',
                content: {
                  'application/json': { schema: schemaOf(endpoint.response, 'output', 'response') },
                },
              },
            }),
        // What the engine answers before the operation runs (engine/http/route.ts).
        ...(endpoint.body
          ? {
              '400': {
                description: endpoint.multipart
                  ? 'The body is not valid form data'
                  : 'The body is not valid JSON',
                content: jsonOf(errorBody),
              },
            }
          : {}),
        ...(endpoint.params
          ? { '404': { description: 'Not found (or not yours)', content: jsonOf(errorBody) } }
          : {}),
        ...(endpoint.params || endpoint.query || endpoint.method !== 'GET'
          ? {
              '422': {
                description: 'Invalid input (path, query or body), with field errors',
                content: jsonOf(validationErrorBody),
              },
            }
          : {}),
        ...(endpoint.access !== 'public'
          ? { '401': { description: 'Not signed in', content: jsonOf(errorBody) } }
          : {}),
        ...(endpoint.access === 'staff' || endpoint.access === 'admin'
          ? { '403': { description: 'Forbidden', content: jsonOf(errorBody) } }
          : {}),
        ...(endpoint.method !== 'GET'
          ? { '419': { description: 'CSRF token mismatch', content: jsonOf(errorBody) } }
          : {}),
        // Any operation, when something fails on our side (never for the caller's input).
        '500': {
          description:
            'Server error: a fault on our side; details are in the log under the request id',
          content: jsonOf(errorBody),
        },
        // What the operation itself refuses with (contract: `refusals`).
        ...Object.fromEntries(
          Object.entries(endpoint.refusals).map(([status, description]) => [
            status,
            {
              description,
              content: jsonOf(status === '422' ? validationErrorBody : errorBody),
              ...(status === '429' || status === '503' ? { headers: retryAfter } : {}),
            },
          ]),
        ),
      },
    }
    if (endpoint.body) {
      const mediaType = endpoint.multipart ? 'multipart/form-data' : 'application/json'
      operation.requestBody = {
        required: true,
        content: { [mediaType]: { schema: schemaOf(endpoint.body, 'input', 'body') } },
      }
    }
    paths[endpoint.path] ??= {}
    ;(paths[endpoint.path] as Record<string, Json>)[endpoint.method.toLowerCase()] = operation
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'PropTrade /v1 API',
      version: '1.0.0',
      description:
        'Laravel-compatible wire format: { data } resources, { data, meta } pages, 422 { message, errors }. ' +
        'Sessions are cookies (GET /sanctum/csrf-cookie first); every non-GET request sends X-XSRF-TOKEN. ' +
        'Money and quantities are decimal strings.',
    },
    servers: [{ url: '/' }],
    paths,
    components: { schemas: components },
  }
}

const retryAfter = {
  'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 1 } },
}

function jsonOf(schema: z.ZodType): Json {
  return { 'application/json': { schema: jsonSchemaOf(schema, 'output') } }
}
