/**
 * Notifications a user must not miss. Texts are stored as their English
 * templates with parameters and rendered in the reader's language when read
 * (docs/decisions/201-notification-texts.md).
 */
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { notificationTypes } from '#contract/notifications.ts'
import { users } from './accounts.ts'
import { at } from './columns.ts'

export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text({ enum: notificationTypes }).notNull(),
    /** English template, `{name}` placeholders filled from params. */
    title: text().notNull(),
    body: text().notNull(),
    params: jsonb().$type<Record<string, string | number>>().notNull().default(sql`'{}'::jsonb`),
    /** Where it leads in the app (a path of the web), if anywhere. */
    link: text(),
    /** Machine-readable details for the caller (ids), not shown. */
    data: jsonb().$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    readAt: at(),
    createdAt: at().notNull(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
)
