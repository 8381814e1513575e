/**
 * A flag's statuses, without their texts: the flags list's search check
 * runs in the route tree every page loads, so it must not bring the flag
 * words along (decision 629: /signin's first-load budget).
 */
export const flagStatuses = ['open', 'dismissed', 'confirmed'] as const
export type FlagStatus = (typeof flagStatuses)[number]
