/**
 * Names of the live channels (contract/broadcasting.ts `channels`), typed so
 * that a handler map knows each channel's events. Free of zod: the browser
 * loads it with every screen that goes live.
 */
export type MarketChannel = `market.${string}`
export type AccountChannel = `private-account.${number}`
export type UserChannel = `private-user.${number}`
export type LiveChannel = MarketChannel | AccountChannel | UserChannel

export const liveChannels = {
  market: (coinPairCode: string): MarketChannel => `market.${coinPairCode}`,
  account: (userChallengeId: number): AccountChannel => `private-account.${userChallengeId}`,
  user: (userId: number): UserChannel => `private-user.${userId}`,
}

const LIVE_CHANNEL =
  /^(market\.[A-Z0-9]{2,20}|private-account\.[1-9]\d{0,11}|private-user\.[1-9]\d{0,11})$/

export function isLiveChannel(name: string): name is LiveChannel {
  return LIVE_CHANNEL.test(name)
}

/** Private channels are authorised per browser by the upstream. */
export function isPrivateChannel(name: string): boolean {
  return name.startsWith('private-')
}
