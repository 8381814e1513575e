/**
 * The trading API's texts in Persian (English is the key), and turning a
 * core rejection into the 422 the trader reads.
 */
import { rejectionTexts } from '../core/trading/rejections.ts'
import type { Rejection } from '../core/trading/types.ts'
import { DomainError } from '../errors.ts'
import { addTranslations, type Locale, translate } from '../i18n.ts'

const fa: Record<string, string> = {
  [rejectionTexts.account_inactive]: 'معامله روی این حساب بسته است.',
  [rejectionTexts.account_expired]: 'مهلت این حساب تمام شده است؛ معامله بسته است.',
  [rejectionTexts.account_failed]: 'این حساب مردود شده است؛ معامله بسته است.',
  [rejectionTexts.unknown_symbol]: 'این نماد وجود ندارد.',
  [rejectionTexts.market_halted]: 'داده‌های بازار با تأخیر می‌رسد؛ معامله روی {symbol} متوقف است.',
  [rejectionTexts.no_price]: 'هنوز قیمتی برای {symbol} نیامده است؛ چند لحظه دیگر دوباره تلاش کنید.',
  [rejectionTexts.price_required]: 'برای سفارش {type} قیمت الزامی است.',
  [rejectionTexts.stop_price_required]: 'برای سفارش {type} قیمت توقف الزامی است.',
  [rejectionTexts.price_not_used]: 'سفارش {type} قیمت ندارد؛ آن را نفرستید.',
  [rejectionTexts.stop_price_not_used]: 'سفارش {type} قیمت توقف ندارد؛ آن را نفرستید.',
  [rejectionTexts.size_step]: 'مقدار باید مضربی از {step} باشد.',
  [rejectionTexts.price_tick]: 'قیمت باید مضربی از گام قیمت {tick} باشد.',
  [rejectionTexts.stop_price_tick]: 'قیمت توقف باید مضربی از گام قیمت {tick} باشد.',
  [rejectionTexts.tp_tick]: 'حد سود باید مضربی از گام قیمت {tick} باشد.',
  [rejectionTexts.sl_tick]: 'حد ضرر باید مضربی از گام قیمت {tick} باشد.',
  [rejectionTexts.min_notional]: 'ارزش سفارش باید دست‌کم {min} تتر باشد.',
  [rejectionTexts.stop_immediate_buy]:
    'قیمت توقف خرید باید بالاتر از آخرین قیمت ({last}) باشد؛ این سفارش بی‌درنگ فعال می‌شود.',
  [rejectionTexts.stop_immediate_sell]:
    'قیمت توقف فروش باید پایین‌تر از آخرین قیمت ({last}) باشد؛ این سفارش بی‌درنگ فعال می‌شود.',
  [rejectionTexts.protection_buy]:
    'قیمت خرید حداکثر می‌تواند {percent}٪ بالاتر از قیمت مارک باشد (حداکثر {limit}).',
  [rejectionTexts.protection_sell]:
    'قیمت فروش حداکثر می‌تواند {percent}٪ پایین‌تر از قیمت مارک باشد (حداقل {limit}).',
  [rejectionTexts.no_position_to_close]: 'موقعیت {side} بازی در {symbol} برای بستن وجود ندارد.',
  [rejectionTexts.tpsl_on_close]: 'حد سود و حد ضرر فقط روی سفارش باز کردن موقعیت تعیین می‌شود.',
  [rejectionTexts.tp_long]: 'حد سود موقعیت خرید باید بالاتر از {reference} باشد.',
  [rejectionTexts.tp_short]: 'حد سود موقعیت فروش باید پایین‌تر از {reference} باشد.',
  [rejectionTexts.sl_long]: 'حد ضرر موقعیت خرید باید پایین‌تر از {reference} باشد.',
  [rejectionTexts.sl_short]: 'حد ضرر موقعیت فروش باید بالاتر از {reference} باشد.',
  [rejectionTexts.position_tp_long]: 'حد سود موقعیت خرید باید بالاتر از آخرین قیمت ({last}) باشد.',
  [rejectionTexts.position_tp_short]:
    'حد سود موقعیت فروش باید پایین‌تر از آخرین قیمت ({last}) باشد.',
  [rejectionTexts.position_sl_long]: 'حد ضرر موقعیت خرید باید پایین‌تر از آخرین قیمت ({last}) باشد.',
  [rejectionTexts.position_sl_short]: 'حد ضرر موقعیت فروش باید بالاتر از آخرین قیمت ({last}) باشد.',
  [rejectionTexts.bracket_cap]:
    'ارزش موقعیت {notional} تتر می‌شود؛ با اهرم {leverage} برابر حداکثر {cap} تتر مجاز است.',
  [rejectionTexts.free_margin]:
    'مارجین آزاد کافی نیست: این سفارش {cost} تتر لازم دارد و {free} تتر آزاد است.',
  [rejectionTexts.order_not_found]: 'سفارش پیدا نشد.',
  [rejectionTexts.order_not_open]: 'این سفارش دیگر باز نیست.',
  [rejectionTexts.position_not_found]: 'موقعیت پیدا نشد.',
  [rejectionTexts.leverage_account_cap]: 'اهرم این حساب حداکثر {max} برابر است.',
  [rejectionTexts.leverage_pair_cap]: 'اهرم {symbol} حداکثر {max} برابر است.',
  [rejectionTexts.leverage_bracket]:
    'با اهرم {leverage} برابر ارزش موقعیت حداکثر {cap} تتر است؛ موقعیت شما {notional} تتر است.',
  [rejectionTexts.leverage_margin]:
    'مارجین آزاد برای اهرم {leverage} برابر کافی نیست: {margin} تتر مارجین لازم است و ارزش حساب {equity} تتر است.',
  long: 'خرید',
  short: 'فروش',
  'Order placed.': 'سفارش ثبت شد.',
  'Order filled.': 'سفارش انجام شد.',
  'Order canceled.': 'سفارش لغو شد.',
  'Leverage changed to {leverage}x.': 'اهرم به {leverage} برابر تغییر کرد.',
  '{count} order canceled.': '{count} سفارش لغو شد.',
  '{count} orders canceled.': '{count} سفارش لغو شد.',
  '{count} position closed.': '{count} موقعیت بسته شد.',
  '{count} positions closed.': '{count} موقعیت بسته شد.',
  'Take profit and stop loss saved.': 'حد سود و حد ضرر ذخیره شد.',
  'Send tp, sl or both.': 'حد سود (tp)، حد ضرر (sl) یا هر دو را بفرستید.',
  'Trading is being restored; try again in a moment.':
    'معاملات در حال بازیابی است؛ چند لحظه دیگر تلاش کنید.',
  'You already have a demo account; there is one per user.':
    'شما قبلاً حساب دمو ساخته‌اید؛ هر کاربر فقط یک حساب دمو دارد.',
  'Demo account created.': 'حساب دمو ساخته شد.',
  'The price must be a positive number.': 'قیمت باید عددی مثبت باشد.',
  // Validation texts of contract/trade.ts and contract/common.ts.
  'unknown symbol': 'این نماد وجود ندارد',
  'step must be a step id': 'مرحله باید شناسه یکی از مراحل باشد',
  'client_order_id is not valid': 'شناسه سفارش (client_order_id) معتبر نیست',
  'Leverage is required': 'اهرم الزامی است',
  'Leverage must be a whole number': 'اهرم باید عدد صحیح باشد',
  'Leverage must be at least 1': 'اهرم باید حداقل ۱ باشد',
  'Leverage is above the maximum': 'اهرم از حداکثر بیشتر است',
}

addTranslations('fa', fa)

/** A rejection in the caller's language, placeholders filled. */
export function rejectionText(rejection: Rejection, locale: Locale): string {
  const params: Record<string, string> = { ...rejection.params }
  if (params.side) params.side = translate(locale, params.side)
  return translate(locale, rejection.message, params)
}

/** A refusal of the core, kept beside its text (a TradingView alert's log words it per reader). */
export class TradingRejection extends DomainError {
  readonly rejection: Rejection

  constructor(rejection: Rejection, ...args: ConstructorParameters<typeof DomainError>) {
    super(...args)
    this.rejection = rejection
  }
}

/** 422 with the rejection under its field; nothing was changed. */
export function rejectionError(rejection: Rejection, locale: Locale): DomainError {
  const message = rejectionText(rejection, locale)
  if (rejection.code === 'order_not_found' || rejection.code === 'position_not_found') {
    return new TradingRejection(rejection, 'not_found', message)
  }
  return new TradingRejection(rejection, 'invalid', message, {
    errors: { [rejection.field]: [message] },
  })
}
