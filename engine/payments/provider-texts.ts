/** What the buyer is told when a provider's payment needs staff (engine/i18n.ts). */
import { addTranslations } from '../i18n.ts'

export const providerTexts = {
  flaggedTitle: 'Payment under review',
  amountMismatchBody:
    'The payment provider reported {received} for {title}, not the {expected} USD invoiced, so the challenge was not activated. Our team will contact you; nothing else is needed from you.',
  partiallyPaidBody:
    'Only {received} of the {expected} USD for {title} has arrived, so the challenge is not active yet. Our team has been told and will help you complete or refund it.',
  paidAfterCancelBody:
    'A payment for {title} arrived after the order was closed. It was not activated; our team will refund it or activate it for you.',
  refundedByProviderNote: 'Refunded at the payment provider ({reference}).',
  refundFailed:
    'The payment provider refused the refund. Nothing was changed; try again or refund it in the provider’s dashboard.',
} as const

addTranslations('fa', {
  [providerTexts.flaggedTitle]: 'پرداخت در حال بررسی',
  [providerTexts.amountMismatchBody]:
    'درگاه پرداخت برای {title} مبلغ {received} را گزارش کرد، نه {expected} دلار صورت‌حساب؛ بنابراین چالش فعال نشد. تیم ما با شما تماس می‌گیرد و کار دیگری لازم نیست.',
  [providerTexts.partiallyPaidBody]:
    'از {expected} دلار {title} فقط {received} رسیده است، بنابراین چالش هنوز فعال نیست. تیم ما مطلع شده و برای تکمیل یا بازپرداخت آن کمکتان می‌کند.',
  [providerTexts.paidAfterCancelBody]:
    'پرداختی برای {title} پس از بسته شدن سفارش رسید. این پرداخت فعال نشد؛ تیم ما آن را بازپرداخت یا برایتان فعال می‌کند.',
  [providerTexts.refundedByProviderNote]: 'در درگاه پرداخت بازپرداخت شد ({reference}).',
  [providerTexts.refundFailed]:
    'درگاه پرداخت بازپرداخت را نپذیرفت. چیزی تغییر نکرد؛ دوباره تلاش کنید یا از داشبورد درگاه بازپرداخت کنید.',
})
