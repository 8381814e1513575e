/**
 * The staff ticket queue's filter (issue 25): a status (or all) and a
 * search by ticket number ("#12" or "12"), the owner's e-mail, or text in
 * the subject, the description or any message. Only tickets' own columns
 * and subqueries, so the page's count uses the same condition.
 */
import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import { MAX_ID } from '#contract/common.ts'
import { ticketMessages, tickets, users } from '../db/schema/index.ts'

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

export function ticketFilter(
  status: 'open' | 'answered' | 'closed' | 'all',
  q: string | null,
): SQL | undefined {
  const byStatus = status === 'all' ? undefined : eq(tickets.status, status)
  const text = q?.trim() ?? ''
  if (text === '') return byStatus
  const like = `%${likeEscape(text)}%`
  const number = /^#?\d{1,10}$/.test(text) ? Number(text.replace('#', '')) : null
  const matches = [
    ilike(tickets.subject, like),
    ilike(tickets.description, like),
    sql`exists (select 1 from ${users} where ${users.id} = ${tickets.userId} and ${users.email} ilike ${like})`,
    sql`exists (select 1 from ${ticketMessages} where ${ticketMessages.ticketId} = ${tickets.id} and ${ticketMessages.content} ilike ${like})`,
  ]
  if (number !== null && number <= MAX_ID) matches.push(eq(tickets.id, number))
  return and(byStatus, or(...matches))
}
