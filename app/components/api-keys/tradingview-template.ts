/**
 * The alert message a TradingView strategy alert sends (decision 613,
 * engine/core/api/tradingview-alert.ts): the placeholders TradingView fills,
 * and the account when the key trades several.
 */
export function alertTemplate(accounts: readonly number[]): string {
  const account = accounts.length === 1 ? '' : ` "account": ${accounts[0] ?? 0},`
  return `{"alert_id": "{{strategy.order.id}}-{{timenow}}",${account} "ticker": "{{ticker}}", "action": "{{strategy.order.action}}", "contracts": "{{strategy.order.contracts}}"}`
}
