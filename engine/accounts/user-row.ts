/** A user as stored: what the session knows of who is asking. */
import type { users } from '../db/schema/index.ts'

export type UserRow = typeof users.$inferSelect
