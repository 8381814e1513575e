/**
 * What real-account withdrawals say, keyed by the English text
 * (engine/i18n.ts); the Persian is registered when this module loads.
 */
import { addTranslations } from '../i18n.ts'

export const realTexts = {
  notActive: 'This account is not active',
  noProfit: 'There is no profit to withdraw',
  openPositions: 'Close every position before withdrawing',
  noTrades: 'Withdrawals open {days} days after the first trade',
  tooEarly: 'The next withdrawal is possible from {date}',
  pendingRequest: 'A withdrawal of this account is waiting for a decision',
  accountUnknown: 'Choose one of your real accounts',
  typeUnknown: 'Choose a withdrawal type',
  amountTooPrecise: 'Amount can have at most 2 decimals',
  amountTooLarge: 'Amount is more than the withdrawable {max} USDT',
  requested: 'Withdrawal requested. Support will pay it soon.',
  notPending: 'This withdrawal has been decided already',
  paid: 'Withdrawal marked paid.',
  rejected: 'Withdrawal rejected; the amount is back in the account.',
  paidTitle: 'Withdrawal paid',
  /** With the network and the transaction (docs/decisions/393), as the referral payout's carries them. */
  paidBody:
    'Your withdrawal of {amount} USDT from {title} has been paid on {network}. Transaction: {tx_hash}',
  /** With the staff's note too. */
  paidBodyNote:
    'Your withdrawal of {amount} USDT from {title} has been paid on {network}. Transaction: {tx_hash}. {note}',
  rejectedTitle: 'Withdrawal rejected',
  rejectedBody:
    'Your withdrawal of {amount} USDT from {title} was rejected and returned to the account: {note}',
} as const

addTranslations('fa', {
  [realTexts.notActive]: 'این حساب فعال نیست',
  [realTexts.noProfit]: 'سودی برای برداشت وجود ندارد',
  [realTexts.openPositions]: 'پیش از برداشت همه پوزیشن‌ها را ببندید',
  [realTexts.noTrades]: 'برداشت {days} روز پس از نخستین معامله ممکن می‌شود',
  [realTexts.tooEarly]: 'برداشت بعدی از {date} ممکن است',
  [realTexts.pendingRequest]: 'یک درخواست برداشت این حساب در انتظار بررسی است',
  [realTexts.accountUnknown]: 'یکی از حساب‌های واقعی خود را انتخاب کنید',
  [realTexts.typeUnknown]: 'نوع برداشت را انتخاب کنید',
  [realTexts.amountTooPrecise]: 'مبلغ حداکثر می‌تواند ۲ رقم اعشار داشته باشد',
  [realTexts.amountTooLarge]: 'مبلغ بیشتر از مقدار قابل برداشت ({max} USDT) است',
  [realTexts.requested]: 'درخواست برداشت ثبت شد. پشتیبانی به‌زودی آن را پرداخت می‌کند.',
  [realTexts.notPending]: 'درباره این برداشت پیش‌تر تصمیم گرفته شده است',
  [realTexts.paid]: 'برداشت پرداخت‌شده علامت خورد.',
  [realTexts.rejected]: 'برداشت رد شد؛ مبلغ به حساب بازگشت.',
  [realTexts.paidTitle]: 'برداشت پرداخت شد',
  [realTexts.paidBody]:
    'برداشت {amount} USDT شما از {title} در شبکه {network} پرداخت شد. تراکنش: {tx_hash}',
  [realTexts.paidBodyNote]:
    'برداشت {amount} USDT شما از {title} در شبکه {network} پرداخت شد. تراکنش: {tx_hash}. {note}',
  [realTexts.rejectedTitle]: 'برداشت رد شد',
  [realTexts.rejectedBody]: 'برداشت {amount} USDT شما از {title} رد شد و به حساب بازگشت: {note}',
})
