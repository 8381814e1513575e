/** Texts of the sandbox's hosted page, keyed by their English (engine/i18n.ts). */
import { addTranslations } from '../../i18n.ts'

export const pageTexts = {
  provider: 'Sandbox payment',
  testMode: 'Test mode',
  merchant: 'PropTrade challenge',
  price: 'Price',
  featuresPrice: 'Features price',
  discount: 'Discount',
  credit: 'Credit',
  total: 'Total to pay',
  pay: 'Pay {amount}',
  cancel: 'Cancel',
  explainer: 'This is the built-in test provider: paying here moves no money.',
  alreadyPaid: 'This payment is complete.',
  notPayable: 'This payment was canceled and can no longer be paid.',
  back: 'Back to PropTrade',
  notFound: 'This payment link is not valid.',
} as const

addTranslations('fa', {
  [pageTexts.provider]: 'پرداخت آزمایشی',
  [pageTexts.testMode]: 'حالت آزمایشی',
  [pageTexts.merchant]: 'چالش پراپ‌ترید',
  [pageTexts.price]: 'قیمت',
  [pageTexts.featuresPrice]: 'قیمت ویژگی‌ها',
  [pageTexts.discount]: 'تخفیف',
  [pageTexts.credit]: 'اعتبار',
  [pageTexts.total]: 'مبلغ قابل پرداخت',
  [pageTexts.pay]: 'پرداخت {amount}',
  [pageTexts.cancel]: 'انصراف',
  [pageTexts.explainer]: 'این درگاه آزمایشی داخلی است: پرداخت در این صفحه هیچ پولی جابه‌جا نمی‌کند.',
  [pageTexts.alreadyPaid]: 'این پرداخت انجام شده است.',
  [pageTexts.notPayable]: 'این پرداخت لغو شده است و دیگر قابل پرداخت نیست.',
  [pageTexts.back]: 'بازگشت به پراپ‌ترید',
  [pageTexts.notFound]: 'این پیوند پرداخت معتبر نیست.',
})
