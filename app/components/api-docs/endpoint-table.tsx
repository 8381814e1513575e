/** The trading API's operations, read from the contract (its method, path, permission and weight). */
import { tradingApiEndpoints } from '#contract/trading-api.ts'
import { localDigits } from '~/lib/format'
import { m } from '~/paraglide/messages'

type Name = keyof typeof tradingApiEndpoints

const described: Record<Name, () => string> = {
  time: () => m.api_docs_ep_time(),
  pairs: () => m.api_docs_ep_pairs(),
  key: () => m.api_docs_ep_key(),
  accounts: () => m.api_docs_ep_accounts(),
  account: () => m.api_docs_ep_account(),
  positions: () => m.api_docs_ep_positions(),
  openOrders: () => m.api_docs_ep_open_orders(),
  order: () => m.api_docs_ep_order(),
  orderHistory: () => m.api_docs_ep_order_history(),
  tradeHistory: () => m.api_docs_ep_trade_history(),
  transactionHistory: () => m.api_docs_ep_transactions(),
  placeOrder: () => m.api_docs_ep_place(),
  cancelOrder: () => m.api_docs_ep_cancel(),
  cancelAll: () => m.api_docs_ep_cancel_all(),
  closeAll: () => m.api_docs_ep_close_all(),
  leverage: () => m.api_docs_ep_leverage(),
  stream: () => m.api_docs_ep_stream(),
  streamAuth: () => m.api_docs_ep_stream_auth(),
  tradingview: () => m.api_docs_ep_tradingview(),
}

function permissionText(permission: 'read' | 'trade' | undefined): string {
  if (permission === 'trade') return m.api_keys_permission_trade_short()
  if (permission === 'read') return m.api_keys_permission_read_short()
  return m.api_docs_no_key()
}

export function EndpointTable() {
  const rows = (Object.keys(tradingApiEndpoints) as Name[]).map((name) => ({
    name,
    ...tradingApiEndpoints[name],
  }))
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm" aria-label={m.api_docs_endpoints()}>
        <thead className="bg-muted/50 text-start">
          <tr>
            <th className="px-3 py-2 text-start font-medium">{m.api_docs_col_call()}</th>
            <th className="px-3 py-2 text-start font-medium">{m.api_docs_col_what()}</th>
            <th className="px-3 py-2 text-start font-medium">{m.api_docs_col_permission()}</th>
            <th className="px-3 py-2 text-start font-medium">{m.api_docs_col_weight()}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} className="border-t align-top">
              <td className="px-3 py-2">
                <bdi dir="ltr" className="whitespace-nowrap font-mono text-xs">
                  {row.method} {row.path}
                </bdi>
              </td>
              <td className="px-3 py-2">{described[row.name]()}</td>
              <td className="px-3 py-2">
                {row.name === 'tradingview'
                  ? m.api_docs_by_token()
                  : row.access === 'apiKey'
                    ? permissionText(row.permission)
                    : m.api_docs_no_key()}
              </td>
              <td className="px-3 py-2">
                {row.access === 'apiKey' ? localDigits(row.weight) : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
