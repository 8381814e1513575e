/**
 * What the referral programme says, keyed by the English text
 * (engine/i18n.ts); the Persian is registered when this module loads.
 */
import { addTranslations } from '../i18n.ts'

export const referralTexts = {
  belowMinimum: 'The minimum withdrawal is {min} USDT',
  moreThanAvailable: 'Amount is more than your available balance ({available} USDT)',
  amountTooPrecise: 'Amount can have at most 2 decimals',
  requested: 'Withdrawal requested. Support will pay it soon.',
  notPending: 'This withdrawal has been decided already',
  paid: 'Withdrawal marked paid.',
  rejected: 'Withdrawal rejected; the amount is back in the credit balance.',
  rewardTitle: 'Referral reward',
  rewardBody:
    'A friend you invited bought {title}: {amount} USDT is yours, available after {days} days.',
  paidTitle: 'Referral withdrawal paid',
  paidBody: 'Your withdrawal of {amount} USDT has been paid on {network}. Transaction: {tx_hash}',
  paidBodyNote:
    'Your withdrawal of {amount} USDT has been paid on {network}. Transaction: {tx_hash}. {note}',
  rejectedTitle: 'Referral withdrawal rejected',
  rejectedBody:
    'Your withdrawal of {amount} USDT was rejected and returned to your balance: {note}',
} as const

addTranslations('fa', {
  [referralTexts.belowMinimum]: 'حداقل مبلغ برداشت {min} USDT است',
  [referralTexts.moreThanAvailable]: 'مبلغ بیشتر از موجودی در دسترس شما ({available} USDT) است',
  [referralTexts.amountTooPrecise]: 'مبلغ حداکثر می‌تواند ۲ رقم اعشار داشته باشد',
  [referralTexts.requested]: 'درخواست برداشت ثبت شد. پشتیبانی به‌زودی آن را پرداخت می‌کند.',
  [referralTexts.notPending]: 'درباره این برداشت پیش‌تر تصمیم گرفته شده است',
  [referralTexts.paid]: 'برداشت پرداخت‌شده علامت خورد.',
  [referralTexts.rejected]: 'برداشت رد شد؛ مبلغ به موجودی اعتبار بازگشت.',
  [referralTexts.rewardTitle]: 'پاداش معرفی',
  [referralTexts.rewardBody]:
    'دوستی که دعوت کردید {title} را خرید: {amount} USDT برای شماست و پس از {days} روز در دسترس خواهد بود.',
  [referralTexts.paidTitle]: 'برداشت پاداش معرفی پرداخت شد',
  [referralTexts.paidBody]:
    'برداشت {amount} USDT شما در شبکه {network} پرداخت شد. تراکنش: {tx_hash}',
  [referralTexts.paidBodyNote]:
    'برداشت {amount} USDT شما در شبکه {network} پرداخت شد. تراکنش: {tx_hash}. {note}',
  [referralTexts.rejectedTitle]: 'برداشت پاداش معرفی رد شد',
  [referralTexts.rejectedBody]: 'برداشت {amount} USDT شما رد شد و به موجودی‌تان بازگشت: {note}',
})
