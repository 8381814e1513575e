/** OpenAPI 3.1 of the /v1 contract, built from the endpoint descriptions. */
import { z } from 'zod'
import { errorBody, validationErrorBody } from './common.ts'
import { allEndpoints } from './index.ts'

type Json = Record<string, unknown>

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): Json {
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

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query'): Json[] {
  if (!schema) return []
  const json = schemaOf(schema, 'input') as {
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
  for (const { group, name, endpoint } of allEndpoints()) {
    const operation: Json = {
      operationId: `${group}.${name}`,
      tags: [group],
      summary: endpoint.summary,
      parameters: [
        ...parametersOf(endpoint.params, 'path'),
        ...parametersOf(endpoint.query, 'query'),
      ],
      responses: {
        '200': {
          description: 'Success',
          content: { 'application/json': { schema: schemaOf(endpoint.response, 'output') } },
        },
        ...(endpoint.access !== 'public'
          ? { '401': { description: 'Not signed in', content: jsonOf(errorBody) } }
          : {}),
        ...(endpoint.method !== 'GET'
          ? {
              '419': { description: 'CSRF token mismatch', content: jsonOf(errorBody) },
              '422': { description: 'Invalid input', content: jsonOf(validationErrorBody) },
            }
          : {}),
      },
    }
    if (endpoint.access === 'staff' || endpoint.access === 'admin') {
      ;(operation.responses as Json)['403'] = {
        description: 'Forbidden',
        content: jsonOf(errorBody),
      }
    }
    if (endpoint.body) {
      const mediaType = endpoint.multipart ? 'multipart/form-data' : 'application/json'
      operation.requestBody = {
        required: true,
        content: { [mediaType]: { schema: schemaOf(endpoint.body, 'input') } },
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
  }
}

function jsonOf(schema: z.ZodType): Json {
  return { 'application/json': { schema: schemaOf(schema, 'output') } }
}
