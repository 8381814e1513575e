import { useQuery } from '@tanstack/react-query'
import { liveChannels } from '~/lib/live/live-channels'
import { useLiveChannel } from '~/lib/live/use-live-channel'
import { ticketKeys } from '~/lib/queries/tickets'
import { currentUserQuery } from '~/lib/queries/user'

/**
 * A staff reply reaches the trader as a `ticket_answered` notification on
 * private-user.{id}: refetch this ticket (and the list) when it names it.
 * The thread was server-rendered, so once live it refetches to close the gap.
 */
export function useTicketLive(ticketId: number): void {
  const { data: user } = useQuery(currentUserQuery())
  useLiveChannel(
    user ? liveChannels.user(user.id) : null,
    {
      notification: (notification, queryClient) => {
        // A reply, or staff closing or reopening it (issue 25).
        if (
          notification.type !== 'ticket_answered' &&
          notification.type !== 'ticket_status_changed'
        )
          return
        if (notification.link === `/tickets/${ticketId}`) {
          void queryClient.invalidateQueries({ queryKey: ticketKeys.detail(ticketId) })
        }
        void queryClient.invalidateQueries({
          queryKey: ticketKeys.all,
          predicate: (query) => query.queryKey[1] === 'list',
        })
      },
    },
    {
      onLive: (queryClient) =>
        void queryClient.invalidateQueries({ queryKey: ticketKeys.detail(ticketId), exact: true }),
      onResync: (queryClient) =>
        void queryClient.invalidateQueries({ queryKey: ticketKeys.detail(ticketId), exact: true }),
    },
  )
}
