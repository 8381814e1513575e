/**
 * Who may follow which private channel (contract/broadcasting.ts):
 * private-user.{id} only that user; private-account.{id} only the owner of
 * that user challenge. Everything else is refused: public channels need no
 * signature, and there are no other private channels.
 */
import { and, eq } from 'drizzle-orm'
import type { EngineContext } from '../context.ts'
import { userChallenges } from '../db/schema/index.ts'

const USER_CHANNEL = /^private-user\.(\d{1,12})$/
const ACCOUNT_CHANNEL = /^private-account\.(\d{1,12})$/

export async function mayFollowChannel(
  ctx: EngineContext,
  userId: number,
  channel: string,
): Promise<boolean> {
  const user = USER_CHANNEL.exec(channel)
  if (user) return Number(user[1]) === userId
  const account = ACCOUNT_CHANNEL.exec(channel)
  if (account) {
    const [owned] = await ctx.db
      .select({ id: userChallenges.id })
      .from(userChallenges)
      .where(and(eq(userChallenges.id, Number(account[1])), eq(userChallenges.userId, userId)))
      .limit(1)
    return owned !== undefined
  }
  return false
}
