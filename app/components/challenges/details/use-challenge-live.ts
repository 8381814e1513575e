/**
 * Keeps a challenge's screen live while it trades: a status change
 * (pass, breach, expiry) or a fill refetches the challenge and its steps;
 * the assets event moves the active step's equity and balance at once.
 */
import { liveChannels } from '~/lib/live/live-channels'
import { useLiveChannel } from '~/lib/live/use-live-channel'
import { userChallengeKeys, userChallengeStepQuery } from '~/lib/queries/user-challenges'

export function useChallengeLive(id: number, activeStepId: number | null) {
  useLiveChannel(
    activeStepId ? liveChannels.account(id) : null,
    {
      fill: (_fill, queryClient) =>
        void queryClient.invalidateQueries({ queryKey: userChallengeKeys.detail(id) }),
      'account.status': (_event, queryClient) =>
        void queryClient.invalidateQueries({ queryKey: userChallengeKeys.detail(id) }),
      assets: (assets, queryClient) => {
        if (!activeStepId) return
        queryClient.setQueryData(
          userChallengeStepQuery(id, activeStepId).queryKey,
          (old) =>
            old && {
              ...old,
              data: { ...old.data, equity: assets.equity, balance: assets.balance },
            },
        )
      },
    },
    {
      onResync: (queryClient) =>
        queryClient.invalidateQueries({ queryKey: userChallengeKeys.detail(id) }),
    },
  )
}
