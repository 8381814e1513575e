/**
 * Wire conventions of the /v1 API (architecture.md), Laravel-compatible:
 * `{ data }` resources, `{ data, meta }` pages, optional message and
 * message_type on actions, 422 `{ message, errors }`. Money and quantities
 * are decimal strings.
 */
import { z } from 'zod'

export const decimal = z
  .string()
  // Abort: a text that is no number is not also "not greater than zero".
  .regex(/^-?\d+(\.\d+)?$/, { error: 'must be a decimal number', abort: true })
  .meta({ description: 'A decimal number as a string, e.g. "1234.5"' })

/**
 * A decimal that must be greater than zero: a pattern, not a refinement, so
 * that the OpenAPI document says so too (no sign, at least one digit 1-9).
 */
export const positiveDecimal = decimal
  .regex(/^(?!-)(?=.*[1-9])/, { error: 'must be greater than zero' })
  .meta({ description: 'A decimal number greater than zero, as a string, e.g. "0.01"' })

/** Ids are Postgres integers: a larger number names nothing (and must not reach SQL). */
export const MAX_ID = 2_147_483_647
export const id = z.number().int().positive().max(MAX_ID)
/** Ids in paths and queries arrive as text. */
export const idParam = z.coerce.number().int().positive().max(MAX_ID)

export const timestamp = z.iso.datetime({ offset: true })

export const messageType = z.enum(['success', 'info', 'warning', 'error'])
export type MessageType = z.infer<typeof messageType>

const messageFields = {
  message: z.string().optional(),
  message_type: messageType.optional(),
}

/** `{ data: T }`, possibly with a message to toast. */
export function resource<T extends z.ZodType>(data: T) {
  return z.object({ data, ...messageFields })
}

/** `{ data: T[] }`, not paginated. */
export function list<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), ...messageFields })
}

export const paginationMeta = z.object({
  current_page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  total: z.number().int().min(0),
  last_page: z.number().int().min(1),
})
export type PaginationMeta = z.infer<typeof paginationMeta>

/** `{ data: T[], meta }`. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: paginationMeta })
}

/** An action's answer with nothing but a message. */
export const messageResponse = z.object({
  message: z.string(),
  message_type: messageType.optional(),
})

export const errorBody = z.object({
  message: z.string(),
  message_type: messageType.optional(),
})

export const validationErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
})
export type ValidationErrorBody = z.infer<typeof validationErrorBody>

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(15),
})

export const currency = z.literal('USDT')

/**
 * A pair's code in a body or query (the trade tables' filter, an order's
 * symbol): read in any case and upper-cased (decision 471). One that names
 * no listed pair is "Unknown symbol." under its field (the engine checks the
 * listing), so is one that cannot be a code at all.
 */
export const symbolCode = z
  .string()
  .regex(/^[A-Za-z0-9]{2,20}$/, { error: 'Unknown symbol.' })
  .toUpperCase()
  .meta({ description: 'A pair code, e.g. BTCUSDT (any case)' })

/**
 * A pair's code in a path: any text, upper-cased; one that names no listed
 * pair is a 404 "Unknown symbol." (decision 471), not a 422.
 */
export const symbolParam = z
  .string()
  .toUpperCase()
  .meta({ description: 'A pair code, e.g. BTCUSDT (any case); 404 when no pair has it' })
