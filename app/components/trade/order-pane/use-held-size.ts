import { useQuery } from '@tanstack/react-query'
import { positionsQuery } from '~/lib/queries/trade'

/**
 * The signed size held in a pair ("0" when flat), from the positions list.
 * Selected down to one string, so a tick that only moves marks and PnL
 * does not re-render the pane.
 */
export function useHeldSize(userChallengeId: number, symbol: string): string {
  const { data } = useQuery({
    ...positionsQuery(userChallengeId),
    select: (answer) => {
      const position = answer.data.find((p) => p.symbol === symbol)
      if (!position) return '0'
      return position.side === 'short' ? `-${position.size}` : position.size
    },
  })
  return data ?? '0'
}
