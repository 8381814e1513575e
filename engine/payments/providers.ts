/**
 * Payment providers: which ones a buyer may choose, and where each sends
 * the browser. A provider row is offered only when the engine has its
 * integration; the sandbox only when PAYMENT_SANDBOX_ENABLED.
 */
import { asc, eq } from 'drizzle-orm'
import type { EngineContext } from '../context.ts'
import type { DbOrTx } from '../db/client.ts'
import { paymentProviders } from '../db/schema/index.ts'
import type { Locale } from '../i18n.ts'
import { pageSignature } from './sandbox/signature.ts'

export type ProviderRow = typeof paymentProviders.$inferSelect

/** Integrations the engine has, by provider code. */
const integrations = {
  sandbox: {
    enabled: (ctx: EngineContext) => ctx.config.PAYMENT_SANDBOX_ENABLED,
    redirectUrl: (ctx: EngineContext, paymentId: number, locale: Locale) => {
      const url = new URL(`/sandbox/pay/${paymentId}`, ctx.config.ENGINE_PUBLIC_URL)
      url.searchParams.set('signature', pageSignature(ctx.config.PAYMENT_SANDBOX_SECRET, paymentId))
      url.searchParams.set('lang', locale)
      return url.toString()
    },
  },
} as const

type IntegrationCode = keyof typeof integrations

function integrationOf(ctx: EngineContext, row: ProviderRow) {
  if (!row.active || !(row.code in integrations)) return undefined
  const integration = integrations[row.code as IntegrationCode]
  return integration.enabled(ctx) ? integration : undefined
}

export async function availableProviders(ctx: EngineContext, db: DbOrTx): Promise<ProviderRow[]> {
  const rows = await db
    .select()
    .from(paymentProviders)
    .orderBy(asc(paymentProviders.sortOrder), asc(paymentProviders.id))
  return rows.filter((row) => integrationOf(ctx, row) !== undefined)
}

export async function availableProvider(
  ctx: EngineContext,
  db: DbOrTx,
  id: number,
): Promise<ProviderRow | undefined> {
  const [row] = await db.select().from(paymentProviders).where(eq(paymentProviders.id, id))
  return row && integrationOf(ctx, row) ? row : undefined
}

/** Where the buyer pays this payment. */
export function redirectUrl(
  ctx: EngineContext,
  provider: ProviderRow,
  paymentId: number,
  locale: Locale,
): string {
  const integration = integrationOf(ctx, provider)
  if (!integration) throw new Error(`Provider ${provider.code} has no enabled integration`)
  return integration.redirectUrl(ctx, paymentId, locale)
}

export function presentProvider(row: ProviderRow, locale: Locale) {
  return {
    id: row.id,
    code: row.code,
    name: locale === 'fa' ? row.nameFa : row.nameEn,
    description: locale === 'fa' ? row.descriptionFa : row.descriptionEn,
  }
}
