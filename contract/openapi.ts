/** OpenAPI 3.1 of the /v1 contract, built from the endpoint descriptions. */
import { z } from 'zod'
import { errorBody, validationErrorBody } from './common.ts'
import { allEndpoints } from './index.ts'
import { API_KEY_HEADER, signedErrorBody } from './trading-api.ts'

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
        ...(endpoint.access === 'apiKey' ? signingParameters : []),
      ],
      ...(endpoint.access === 'apiKey' ? { security: [{ apiKey: [] }] } : {}),
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
        ...(endpoint.access === 'apiKey' ? signedRefusals(endpoint.weight) : {}),
        ...(endpoint.access !== 'public' && endpoint.access !== 'apiKey'
          ? { '401': { description: 'Not signed in', content: jsonOf(errorBody) } }
          : {}),
        ...(endpoint.access === 'staff' || endpoint.access === 'risk' || endpoint.access === 'admin'
          ? { '403': { description: 'Forbidden', content: jsonOf(errorBody) } }
          : {}),
        ...(endpoint.method !== 'GET' && endpoint.access !== 'apiKey'
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
      const schema = schemaOf(endpoint.body, 'input', 'body')
      // The trading API takes Binance's form bodies as well as JSON.
      const mediaTypes =
        endpoint.access === 'apiKey'
          ? ['application/x-www-form-urlencoded', 'application/json']
          : [endpoint.multipart ? 'multipart/form-data' : 'application/json']
      operation.requestBody = {
        required: true,
        content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])),
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
        'Money and quantities are decimal strings. ' +
        'The trading API (tag tradingApi, paths under /api/v1) is signed with an API key instead of a session: see that tag.',
    },
    servers: [{ url: '/' }],
    tags: [{ name: 'tradingApi', description: TRADING_API_DOC }],
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        apiKey: {
          type: 'apiKey',
          in: 'header',
          name: API_KEY_HEADER,
          description:
            'The API key (profile → API keys). Every request with it is also signed: see the tradingApi tag.',
        },
      },
    },
  }
}

/** The trading API's scheme in words (decision 611), where OpenAPI readers look for it. */
const TRADING_API_DOC = [
  "For algorithmic traders: the terminal's calls, signed with an API key in Binance's HMAC-SHA256 scheme.",
  `Send the key in the ${API_KEY_HEADER} header.`,
  'Add `timestamp` (milliseconds since the epoch) and, if you like, `recvWindow` (milliseconds, default 5000, at most 60000) to the query string or a form body,',
  'then `signature`: the hex HMAC-SHA256, keyed by the secret, of the query string concatenated with the request body (nothing between them), `signature` itself left out.',
  'A request is taken while timestamp < server time + 1000 and server time − timestamp ≤ recvWindow (GET /api/v1/time gives the server time).',
  'Bodies are application/x-www-form-urlencoded or JSON. Refusals are { code, message }: key_missing, key_invalid, key_revoked, signature_missing, signature_invalid,',
  'timestamp_missing, timestamp_ahead, timestamp_expired (401); recv_window_invalid (422); address_not_allowed, permission_missing, account_not_allowed (403);',
  'too_many_requests (request weight per minute), too_many_orders (orders per 10 seconds) (429, Retry-After). Answers carry X-Used-Weight-1m (and X-Order-Count-10s for orders).',
  'The user stream: GET /api/v1/stream names a Pusher-protocol WebSocket; authorise private-account.{accountId} with POST /api/v1/stream/auth; market.{CODE} needs no authorisation.',
].join(' ')

/** The scheme's own parameters, in the query (or a form body). */
const signingParameters: Json[] = [
  {
    name: 'timestamp',
    in: 'query',
    required: true,
    description: 'Milliseconds since the epoch when the request was made',
    schema: { type: 'integer' },
  },
  {
    name: 'recvWindow',
    in: 'query',
    required: false,
    description:
      'Milliseconds after timestamp the request is valid for (default 5000, at most 60000)',
    schema: { type: 'integer', minimum: 1, maximum: 60000 },
  },
  {
    name: 'signature',
    in: 'query',
    required: true,
    description:
      'Hex HMAC-SHA256 of the query string concatenated with the body, keyed by the secret',
    schema: { type: 'string', pattern: '^[0-9a-fA-F]{64}$' },
  },
]

function signedRefusals(weight: number): Record<string, Json> {
  const coded = { 'application/json': { schema: jsonSchemaOf(signedErrorBody, 'output') } }
  return {
    '401': {
      description:
        'The key is missing, unknown or revoked; the signature is missing or wrong; the timestamp is missing, ahead or outside recvWindow',
      content: coded,
    },
    '403': {
      description:
        'The key may not be used from this address, lacks the permission, or may not use this account',
      content: coded,
    },
    '422': {
      description:
        'recvWindow out of range (code recv_window_invalid), or an input of the call is wrong',
      content: { 'application/json': { schema: jsonSchemaOf(validationErrorBody, 'output') } },
    },
    '429': {
      description: `Past the key's request weight a minute (this call weighs ${weight}) or its orders in 10 seconds`,
      content: coded,
      headers: retryAfter,
    },
  }
}

const retryAfter = {
  'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 1 } },
}

function jsonOf(schema: z.ZodType): Json {
  return { 'application/json': { schema: jsonSchemaOf(schema, 'output') } }
}
