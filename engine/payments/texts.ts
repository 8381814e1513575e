/**
 * What checkout and payments say to traders, keyed by the English text
 * (engine/i18n.ts); the Persian is registered when this module loads.
 */
import { addTranslations } from '../i18n.ts'

export const texts = {
  challengeNotOnSale: 'The selected challenge is not on sale',
  featureNotOnSale: 'The selected feature is not on sale',
  oneFeaturePerEffect: 'Choose one feature of each kind',
  couponUnknown: 'The discount code is not valid',
  couponNotStarted: 'The discount code is not active yet',
  couponExpired: 'The discount code has expired',
  couponUsedUp: 'The discount code has been used up',
  couponUsedByBuyer: 'You have already used this discount code',
  couponOtherChallenge: 'This discount code is not valid for this challenge',
  couponApplied: 'Discount code applied',
  providerRequired: 'Choose a payment provider',
  providerUnavailable: 'The selected payment provider is not available',
  creditNegative: 'Credit cannot be negative',
  creditTooPrecise: 'Credit can have at most 2 decimals',
  creditMoreThanAvailable: 'Credit is more than your available credit ({available} USDT)',
  creditMoreThanPrice: 'Credit is more than the order price after discount ({payable} USDT)',
  activated: 'Your challenge is active. Good luck!',
  activatedTitle: 'Payment successful',
  activatedBody: '{title} is active: your Step 1 account of {size} USDT is ready. Good luck!',
  paymentNotPending: 'This payment is no longer pending',
  priceChanged: 'The price changed to {price} USDT; review and pay again',
  amountMismatch: 'The amount does not match the payment',
  invalidSignature: 'Invalid signature.',
  providerDown: 'The payment provider could not be reached. Nothing was charged; please try again.',
} as const

addTranslations('fa', {
  [texts.challengeNotOnSale]: 'چالش انتخاب‌شده برای فروش نیست',
  [texts.featureNotOnSale]: 'ویژگی انتخاب‌شده برای فروش نیست',
  [texts.oneFeaturePerEffect]: 'از هر نوع ویژگی فقط یکی را انتخاب کنید',
  [texts.couponUnknown]: 'کد تخفیف معتبر نیست',
  [texts.couponNotStarted]: 'کد تخفیف هنوز فعال نشده است',
  [texts.couponExpired]: 'کد تخفیف منقضی شده است',
  [texts.couponUsedUp]: 'ظرفیت استفاده از این کد تخفیف تمام شده است',
  [texts.couponUsedByBuyer]: 'شما قبلاً از این کد تخفیف استفاده کرده‌اید',
  [texts.couponOtherChallenge]: 'این کد تخفیف برای این چالش معتبر نیست',
  [texts.couponApplied]: 'کد تخفیف اعمال شد',
  [texts.providerRequired]: 'یک درگاه پرداخت انتخاب کنید',
  [texts.providerUnavailable]: 'درگاه پرداخت انتخاب‌شده در دسترس نیست',
  [texts.creditNegative]: 'اعتبار نمی‌تواند منفی باشد',
  [texts.creditTooPrecise]: 'اعتبار حداکثر می‌تواند ۲ رقم اعشار داشته باشد',
  [texts.creditMoreThanAvailable]:
    'اعتبار وارد‌شده از اعتبار در دسترس شما ({available} USDT) بیشتر است',
  [texts.creditMoreThanPrice]:
    'اعتبار وارد‌شده از مبلغ سفارش پس از تخفیف ({payable} USDT) بیشتر است',
  [texts.activated]: 'چالش شما فعال شد. موفق باشید!',
  [texts.activatedTitle]: 'پرداخت موفق',
  [texts.activatedBody]: '{title} فعال شد: حساب مرحله ۱ شما با {size} USDT آماده است. موفق باشید!',
  [texts.paymentNotPending]: 'این پرداخت دیگر در انتظار نیست',
  [texts.priceChanged]: 'قیمت به {price} USDT تغییر کرد؛ دوباره بررسی و پرداخت کنید',
  [texts.amountMismatch]: 'مبلغ با پرداخت مطابقت ندارد',
  [texts.invalidSignature]: 'امضا نامعتبر است.',
  [texts.providerDown]:
    'ارتباط با درگاه پرداخت برقرار نشد. مبلغی کسر نشده است؛ لطفاً دوباره تلاش کنید.',
  // The contract's own texts (contract/payments.ts).
  'challenge is required': 'انتخاب چالش الزامی است',
  'Discount code is required': 'کد تخفیف الزامی است',
  'You must accept the rules before paying': 'پیش از پرداخت باید قوانین را بپذیرید',
})
