/** Each pair's tick size, from the pairs list (shared with the symbol search's cache). */
import { useQuery } from '@tanstack/react-query'
import { coinPairsQuery } from '~/lib/queries/coin-pairs'

export function useTickSize(symbol: string): string | undefined {
  const pairs = useQuery(coinPairsQuery())
  return pairs.data?.data.find((p) => p.code === symbol)?.tick_size
}
