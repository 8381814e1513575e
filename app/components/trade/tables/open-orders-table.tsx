/** Resting and untriggered orders, each with Cancel. */
import { useMutation } from '@tanstack/react-query'
import type { Order } from '#contract/trade.ts'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { cancelOrder } from '~/server/generated/trade.functions'
import { type Column, DataTable } from './data-table'
import { orderColumns } from './order-columns'

function CancelButton({ userChallengeId, order }: { userChallengeId: number; order: Order }) {
  const cancel = useMutation({
    mutationFn: () =>
      cancelOrder({ data: { params: { userChallengeId }, body: { order_id: order.id } } }),
  })
  return (
    <span className="inline-flex items-center gap-2">
      <Button
        size="sm"
        variant="outline"
        disabled={cancel.isPending}
        onClick={() => cancel.mutate()}
      >
        {m.trade_cancel()}
      </Button>
      {cancel.error ? (
        <span className="text-destructive text-xs">{cancel.error.message}</span>
      ) : null}
    </span>
  )
}

export function OpenOrdersTable({
  userChallengeId,
  orders,
  error,
}: {
  userChallengeId: number
  orders: readonly Order[] | undefined
  error: string | null
}) {
  const locale = getLocale()
  const columns: Column<Order>[] = [
    ...orderColumns(locale),
    {
      key: 'cancel',
      title: m.trade_col_action(),
      cell: (o) => <CancelButton userChallengeId={userChallengeId} order={o} />,
    },
  ]
  return (
    <DataTable
      label={m.trade_tab_open_orders()}
      columns={columns}
      rows={orders}
      rowKey={(o) => o.id}
      error={error}
    />
  )
}
