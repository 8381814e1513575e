/** What identity verification says (docs/decisions/590), with its Persian. */
import { addTranslations } from '../i18n.ts'

export const identityTexts = {
  off: 'Identity verification is not configured on this platform.',
  finalRejection: 'Your identity verification was rejected and cannot be retried. Contact support.',
  unavailable: 'Identity verification is not reachable right now. Try again in a few minutes.',
  notVerified: 'Verify your identity before requesting the real account.',
  payoutHeld: 'Identity verification is not approved: no payout can be made.',
  reviewedTitle: 'Identity verification',
  approvedBody: 'Your identity is verified.',
  retryBody: 'Your identity verification needs another try: open it and follow the steps.',
  rejectedBody: 'Your identity verification was rejected.',
} as const

addTranslations('fa', {
  [identityTexts.off]: 'احراز هویت در این پلتفرم پیکربندی نشده است.',
  [identityTexts.finalRejection]:
    'احراز هویت شما رد شد و امکان تلاش دوباره ندارد. با پشتیبانی تماس بگیرید.',
  [identityTexts.unavailable]:
    'اکنون به سرویس احراز هویت دسترسی نیست. چند دقیقه دیگر دوباره تلاش کنید.',
  [identityTexts.notVerified]: 'پیش از درخواست حساب واقعی، هویت خود را تأیید کنید.',
  [identityTexts.payoutHeld]: 'احراز هویت تأیید نشده است: هیچ برداشتی پرداخت نمی‌شود.',
  [identityTexts.reviewedTitle]: 'احراز هویت',
  [identityTexts.approvedBody]: 'هویت شما تأیید شد.',
  [identityTexts.retryBody]:
    'احراز هویت شما به تلاش دوباره نیاز دارد: آن را باز کنید و مراحل را دنبال کنید.',
  [identityTexts.rejectedBody]: 'احراز هویت شما رد شد.',
})
