/** Every refusal's `code` (contract/trading-api.ts), its HTTP status and what to do about it. */
import type { SignedRefusalCode } from '#contract/trading-api.ts'
import { localDigits } from '~/lib/format'
import { m } from '~/paraglide/messages'

const refusals: Array<[SignedRefusalCode, number, () => string]> = [
  ['key_missing', 401, () => m.api_docs_err_key_missing()],
  ['key_invalid', 401, () => m.api_docs_err_key_invalid()],
  ['key_revoked', 401, () => m.api_docs_err_key_revoked()],
  ['signature_missing', 401, () => m.api_docs_err_signature_missing()],
  ['signature_invalid', 401, () => m.api_docs_err_signature_invalid()],
  ['timestamp_missing', 401, () => m.api_docs_err_timestamp_missing()],
  ['timestamp_ahead', 401, () => m.api_docs_err_timestamp_ahead()],
  ['timestamp_expired', 401, () => m.api_docs_err_timestamp_expired()],
  ['recv_window_invalid', 422, () => m.api_docs_err_recv_window()],
  ['address_not_allowed', 403, () => m.api_docs_err_address()],
  ['permission_missing', 403, () => m.api_docs_err_permission()],
  ['account_not_allowed', 403, () => m.api_docs_err_account()],
  ['too_many_requests', 429, () => m.api_docs_err_too_many_requests()],
  ['too_many_orders', 429, () => m.api_docs_err_too_many_orders()],
]

export function RefusalTable() {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm" aria-label={m.api_docs_errors_heading()}>
        <thead className="bg-muted/50">
          <tr>
            <th className="px-3 py-2 text-start font-medium">{m.api_docs_col_code()}</th>
            <th className="px-3 py-2 text-start font-medium">{m.api_docs_col_status()}</th>
            <th className="px-3 py-2 text-start font-medium">{m.api_docs_col_meaning()}</th>
          </tr>
        </thead>
        <tbody>
          {refusals.map(([code, status, meaning]) => (
            <tr key={code} className="border-t align-top">
              <td className="px-3 py-2">
                <bdi dir="ltr" className="font-mono text-xs">
                  {code}
                </bdi>
              </td>
              <td className="px-3 py-2">{localDigits(status)}</td>
              <td className="px-3 py-2">{meaning()}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
