/**
 * The trading API's keys (docs/decisions/610): what each key may do and for
 * which accounts, its secret sealed under a key derived from APP_KEY (HMAC
 * verification needs the secret itself), its TradingView webhook token as a
 * hash, and the key's log of TradingView alerts.
 */
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { at } from './columns.ts'

export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text().notNull(),
    /** What the client sends in X-MBX-APIKEY: not a secret on its own. */
    publicKey: text().notNull(),
    /** AES-256-GCM of the signing secret under a key derived from APP_KEY. */
    secretSealed: text().notNull(),
    /** The user challenges (accounts) it may read and trade: one or several. */
    accounts: integer().array().notNull(),
    /** 'read', and 'trade' when it may trade; never more. */
    permissions: text({ enum: ['read', 'trade'] })
      .array()
      .notNull(),
    /** Addresses and CIDR ranges it may be used from; empty: any. */
    ipAllow: text().array().notNull().default(sql`'{}'::text[]`),
    /** SHA-256 of the TradingView webhook's token (the last part of its URL); null: no webhook. */
    webhookTokenHash: text(),
    lastUsedAt: at(),
    lastUsedIp: text(),
    revokedAt: at(),
    createdAt: at().notNull(),
  },
  (t) => [
    uniqueIndex('api_keys_public_key_unique').on(t.publicKey),
    uniqueIndex('api_keys_webhook_token_unique').on(t.webhookTokenHash),
    index('api_keys_user_idx').on(t.userId, t.id),
  ],
)

/** What happened to each TradingView alert a key received: the trader reads it on the key. */
export const apiKeyLog = pgTable(
  'api_key_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    apiKeyId: integer()
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    /** placed, duplicate (an alert id already placed), refused (with the reason). */
    outcome: text({ enum: ['placed', 'duplicate', 'refused'] }).notNull(),
    /** The alert's own id when it had one. */
    alertId: text(),
    orderId: integer(),
    /** English text with `{name}` placeholders, rendered in the reader's language. */
    message: text().notNull(),
    params: jsonb().$type<Record<string, string | number>>().notNull().default(sql`'{}'::jsonb`),
    ip: text(),
    createdAt: at().notNull(),
  },
  (t) => [index('api_key_log_key_idx').on(t.apiKeyId, t.id)],
)
