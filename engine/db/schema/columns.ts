/** Column shapes every table uses the same way. */
import { numeric, timestamp } from 'drizzle-orm/pg-core'

/** Exact decimal, a string in TypeScript: money, prices, quantities. */
export const money = (name?: string) => (name ? numeric(name) : numeric())

export const at = (name?: string) =>
  name
    ? timestamp(name, { withTimezone: true, mode: 'date' })
    : timestamp({ withTimezone: true, mode: 'date' })

/** created_at and updated_at, set by the shell from the injected clock. */
export const timestamps = {
  createdAt: at().notNull(),
  updatedAt: at().notNull(),
}
