/** Finds an attachment of a ticket, optionally only among one user's tickets. */
import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../db/client.ts'
import { ticketAttachments, tickets } from '../db/schema/index.ts'
import type { AttachmentRow } from './uploads.ts'

export async function findAttachment(
  db: DbOrTx,
  ids: { ticketId: number; attachmentId: number },
  userId?: number,
): Promise<AttachmentRow | undefined> {
  const [row] = await db
    .select({ attachment: ticketAttachments })
    .from(ticketAttachments)
    .innerJoin(tickets, eq(tickets.id, ticketAttachments.ticketId))
    .where(
      and(
        eq(ticketAttachments.id, ids.attachmentId),
        eq(ticketAttachments.ticketId, ids.ticketId),
        userId === undefined ? undefined : eq(tickets.userId, userId),
      ),
    )
    .limit(1)
  return row?.attachment
}
