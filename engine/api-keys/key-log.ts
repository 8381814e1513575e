/**
 * A key's log (decision 613): what became of each TradingView alert it
 * received, as the trader reads it on the key. Stored as English templates
 * with parameters, rendered in the reader's language.
 */
import { and, count, desc, eq } from 'drizzle-orm'
import type { ApiKeyLogEntry } from '#contract/api-keys.ts'
import type { PaginationMeta } from '#contract/common.ts'
import type { EngineContext } from '../context.ts'
import { apiKeyLog, apiKeys } from '../db/schema/index.ts'
import { notFound } from '../errors.ts'
import { type Locale, translate } from '../i18n.ts'

export interface LogLine {
  apiKeyId: number
  outcome: 'placed' | 'duplicate' | 'refused'
  alertId: string | null
  orderId: number | null
  message: string
  params?: Record<string, string | number>
  ip: string | null
}

export async function writeLog(ctx: EngineContext, line: LogLine): Promise<void> {
  await ctx.db.insert(apiKeyLog).values({
    ...line,
    params: line.params ?? {},
    createdAt: ctx.clock.now(),
  })
}

/** Parameters that are texts themselves (a refusal's reason) are translated too. */
function rendered(
  locale: Locale,
  message: string,
  params: Record<string, string | number>,
): string {
  const inner: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(params))
    inner[name] = name === 'reason' ? translate(locale, String(value), params) : value
  return translate(locale, message, inner)
}

export async function keyLogPage(
  ctx: EngineContext,
  userId: number,
  keyId: number,
  query: { page: number; per_page: number },
  locale: Locale,
): Promise<{ data: ApiKeyLogEntry[]; meta: PaginationMeta }> {
  const [key] = await ctx.db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId)))
  if (!key) throw notFound()
  const [total] = await ctx.db
    .select({ n: count() })
    .from(apiKeyLog)
    .where(eq(apiKeyLog.apiKeyId, keyId))
  const rows = await ctx.db
    .select()
    .from(apiKeyLog)
    .where(eq(apiKeyLog.apiKeyId, keyId))
    .orderBy(desc(apiKeyLog.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
  const n = total?.n ?? 0
  return {
    data: rows.map((row) => ({
      id: row.id,
      outcome: row.outcome,
      alert_id: row.alertId,
      order_id: row.orderId,
      message: rendered(locale, row.message, row.params),
      ip: row.ip,
      created_at: row.createdAt.toISOString(),
    })),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total: n,
      last_page: Math.max(1, Math.ceil(n / query.per_page)),
    },
  }
}
