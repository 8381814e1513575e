/**
 * The catalogue a fresh install sells (rules.md, Catalogue). Data, not
 * code: staff edit it afterwards; the seed only fills what is missing.
 */
import type { FeatureEffect } from '../core/checkout/rules-snapshot.ts'
import type { StepRules } from '../core/rules.ts'

export const seedChallenges = [
  { code: 'size-5000', size: '5000', price: '49', en: '5K Challenge', fa: 'چالش ۵ هزار دلاری' },
  { code: 'size-10000', size: '10000', price: '89', en: '10K Challenge', fa: 'چالش ۱۰ هزار دلاری' },
  {
    code: 'size-25000',
    size: '25000',
    price: '199',
    en: '25K Challenge',
    fa: 'چالش ۲۵ هزار دلاری',
  },
  {
    code: 'size-50000',
    size: '50000',
    price: '299',
    en: '50K Challenge',
    fa: 'چالش ۵۰ هزار دلاری',
  },
  {
    code: 'size-100000',
    size: '100000',
    price: '499',
    en: '100K Challenge',
    fa: 'چالش ۱۰۰ هزار دلاری',
  },
]

export const seedRuleSet = {
  version: 1,
  profitShare: '80',
  maxLeverage: 20,
  payoutIntervalDays: 14,
  warningPercent: '80',
  steps: [
    { step: 1, days: 30, maxDdDaily: '5', maxDdTotal: '10', minProfit: '8', minTradingDays: 4 },
    { step: 2, days: 60, maxDdDaily: '5', maxDdTotal: '10', minProfit: '5', minTradingDays: 4 },
  ] satisfies StepRules[],
}

export const seedFeatures: Array<{
  code: FeatureEffect
  pricePercent: string
  effectValue: string
  en: [string, string]
  fa: [string, string]
}> = [
  {
    code: 'profit_share_90',
    pricePercent: '20',
    effectValue: '90',
    en: ['90% profit share', 'Keep 90% of your real account’s profit instead of 80%.'],
    fa: ['سهم سود ۹۰٪', 'به‌جای ۸۰٪، ۹۰٪ از سود حساب واقعی به شما می‌رسد.'],
  },
  {
    code: 'no_time_limit',
    pricePercent: '15',
    effectValue: '0',
    en: ['No time limit', 'Take as long as you need: the steps have no day limit.'],
    fa: ['بدون محدودیت زمانی', 'هر قدر لازم دارید وقت بگذارید؛ مراحل محدودیت روز ندارند.'],
  },
  {
    code: 'biweekly_payouts',
    pricePercent: '10',
    effectValue: '7',
    en: ['Bi-weekly payouts', 'Withdraw profit every 7 days instead of every 14 days.'],
    fa: ['برداشت سریع‌تر سود', 'برداشت سود هر ۷ روز به‌جای هر ۱۴ روز.'],
  },
  {
    code: 'leverage_1_50',
    pricePercent: '10',
    effectValue: '50',
    en: ['Leverage 1:50', 'Trade with leverage up to 1:50 instead of 1:20.'],
    fa: ['اهرم ۱:۵۰', 'معامله با اهرم تا ۱:۵۰ به‌جای ۱:۲۰.'],
  },
]

export const seedProviders: Array<{ code: string; en: [string, string]; fa: [string, string] }> = [
  {
    code: 'sandbox',
    en: ['Sandbox', 'A test payment page with Pay and Cancel. No money moves.'],
    fa: [
      'درگاه آزمایشی',
      'صفحه پرداخت آزمایشی با دکمه‌های پرداخت و انصراف. هیچ پولی جابه‌جا نمی‌شود.',
    ],
  },
  {
    code: 'stripe',
    en: ['Card', 'Visa, Mastercard and other cards, on Stripe’s secure checkout page.'],
    fa: ['کارت بانکی', 'ویزا، مسترکارت و کارت‌های دیگر، در صفحه پرداخت امن Stripe.'],
  },
  {
    code: 'nowpayments',
    en: ['Crypto', 'USDT and other coins, through a NOWPayments invoice.'],
    fa: ['رمزارز', 'تتر (USDT) و رمزارزهای دیگر، از طریق صورت‌حساب NOWPayments.'],
  },
]
