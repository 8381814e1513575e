/**
 * What the trading API and its keys say (decisions 610-614), keyed by the
 * English text (engine/i18n.ts); the Persian is registered when this
 * module loads.
 */
import { alertTexts } from '../core/api/tradingview-alert.ts'
import { addTranslations } from '../i18n.ts'

export const apiKeyTexts = {
  // Managing keys (the profile's API keys tab).
  labelRequired: 'Label is required',
  labelTooLong: 'Label is too long',
  chooseAccounts: 'Choose at least one account',
  tooManyAccounts: 'At most 20 accounts',
  accountNotYours: 'Choose your own accounts',
  readRequired: 'A key always reads; add trade or leave it read-only',
  ipInvalid: 'Not an IP address or range: {value}',
  tooManyIps: 'At most 20 addresses',
  webhookNeedsTrade: 'A TradingView webhook places orders: give the key the trade permission',
  codeRequired: 'Two-factor sign-in is on: enter the code from your authenticator app.',
  tooManyKeys: 'You have {max} API keys, the most allowed: revoke one first.',
  created: 'API key created. Copy the secret now: it is shown only once.',
  revoked: 'API key revoked. It stops working at once.',
  alreadyRevoked: 'This key is already revoked.',
  // Notifications and mail.
  createdTitle: 'New API key',
  createdBody: 'An API key "{label}" was created on your account from {ip}.',
  revokedTitle: 'API key revoked',
  revokedBody: 'The API key "{label}" was revoked.',
  createdSubject: 'A new API key on your PropTrade account',
  createdMail:
    'Hello,\n\nAn API key "{label}" ({permissions}) was created on your PropTrade account from {ip} at {time} (UTC).\n\nIf it was not you, revoke it now in Profile → API keys, and change your password.\n\nPropTrade',
  // Signed requests (engine/http/signed-route.ts): the `code` of each refusal is in decision 611.
  keyMissing: 'Send your API key in the X-MBX-APIKEY header.',
  keyInvalid: 'This API key is not valid.',
  keyRevoked: 'This API key has been revoked.',
  signatureMissing: 'This request must be signed: add the signature parameter.',
  signatureInvalid: 'Signature for this request is not valid.',
  timestampMissing: 'The timestamp parameter (milliseconds) is missing or malformed.',
  timestampAhead: 'Timestamp for this request is ahead of the server time ({server}).',
  timestampExpired:
    'Timestamp for this request is outside of the recvWindow (server time {server}).',
  recvWindowInvalid: 'recvWindow must be between 1 and 60000 milliseconds.',
  addressNotAllowed: 'This API key may not be used from {ip}.',
  permissionMissing: 'This API key may not {permission}.',
  permissionRead: 'read',
  permissionTrade: 'trade',
  accountNotAllowed: 'This API key may not use account {account}.',
  tooManyRequests:
    'Too much request weight used: at most {limit} a minute. Try again in {seconds} seconds.',
  tooManyOrders: 'Too many orders: at most {limit} in 10 seconds. Try again in {seconds} seconds.',
  orderNotFound: 'No such order on this account.',
  orderLookup: 'Send order_id or client_order_id.',
  // TradingView alerts (the key's log).
  webhookUnknown: 'This webhook is not valid.',
  alertPlaced: 'Order placed: {side} {size} {symbol} ({status}).',
  alertDuplicate: 'Alert {alert} was already placed: nothing new was placed.',
  alertRefused: 'Refused: {reason}',
  alertKeyReadOnly: 'This key may not trade, so its alerts place nothing.',
  alertAddress: 'The alert came from {ip}, which this key does not allow.',
  alertTooMany: 'Too many orders for this key: at most {limit} in 10 seconds.',
} as const

addTranslations('fa', {
  [apiKeyTexts.labelRequired]: 'برچسب الزامی است',
  [apiKeyTexts.labelTooLong]: 'برچسب بیش از حد طولانی است',
  [apiKeyTexts.chooseAccounts]: 'دست‌کم یک حساب انتخاب کنید',
  [apiKeyTexts.tooManyAccounts]: 'حداکثر ۲۰ حساب',
  [apiKeyTexts.accountNotYours]: 'فقط حساب‌های خودتان را انتخاب کنید',
  [apiKeyTexts.readRequired]: 'هر کلید خواندن را دارد؛ معامله را اضافه کنید یا فقط‌خواندنی بماند',
  [apiKeyTexts.ipInvalid]: 'نشانی یا بازه IP معتبر نیست: {value}',
  [apiKeyTexts.tooManyIps]: 'حداکثر ۲۰ نشانی',
  [apiKeyTexts.webhookNeedsTrade]: 'وب‌هوک TradingView سفارش ثبت می‌کند: به کلید اجازه معامله بدهید',
  [apiKeyTexts.codeRequired]: 'ورود دومرحله‌ای فعال است: کد برنامه احراز هویت را وارد کنید.',
  [apiKeyTexts.tooManyKeys]:
    'شما {max} کلید API دارید که بیشترین تعداد مجاز است: ابتدا یکی را باطل کنید.',
  [apiKeyTexts.created]:
    'کلید API ساخته شد. رمز را همین حالا کپی کنید: فقط یک بار نمایش داده می‌شود.',
  [apiKeyTexts.revoked]: 'کلید API باطل شد و از همین لحظه کار نمی‌کند.',
  [apiKeyTexts.alreadyRevoked]: 'این کلید پیش‌تر باطل شده است.',
  [apiKeyTexts.createdTitle]: 'کلید API تازه',
  [apiKeyTexts.createdBody]: 'کلید API «{label}» از نشانی {ip} روی حساب شما ساخته شد.',
  [apiKeyTexts.revokedTitle]: 'کلید API باطل شد',
  [apiKeyTexts.revokedBody]: 'کلید API «{label}» باطل شد.',
  [apiKeyTexts.createdSubject]: 'کلید API تازه روی حساب PropTrade شما',
  [apiKeyTexts.createdMail]:
    'سلام،\n\nکلید API «{label}» ({permissions}) در {time} (UTC) از نشانی {ip} روی حساب PropTrade شما ساخته شد.\n\nاگر خودتان نبودید، همین حالا آن را در نمایه ← کلیدهای API باطل کنید و گذرواژه را عوض کنید.\n\nPropTrade',
  [apiKeyTexts.keyMissing]: 'کلید API را در سرآیند X-MBX-APIKEY بفرستید.',
  [apiKeyTexts.keyInvalid]: 'این کلید API معتبر نیست.',
  [apiKeyTexts.keyRevoked]: 'این کلید API باطل شده است.',
  [apiKeyTexts.signatureMissing]: 'این درخواست باید امضا شود: پارامتر signature را بیفزایید.',
  [apiKeyTexts.signatureInvalid]: 'امضای این درخواست معتبر نیست.',
  [apiKeyTexts.timestampMissing]: 'پارامتر timestamp (میلی‌ثانیه) نیامده یا نادرست است.',
  [apiKeyTexts.timestampAhead]: 'زمان این درخواست از زمان سرور ({server}) جلوتر است.',
  [apiKeyTexts.timestampExpired]: 'زمان این درخواست بیرون از recvWindow است (زمان سرور {server}).',
  [apiKeyTexts.recvWindowInvalid]: 'recvWindow باید میان ۱ و ۶۰۰۰۰ میلی‌ثانیه باشد.',
  [apiKeyTexts.addressNotAllowed]: 'این کلید API از نشانی {ip} پذیرفته نیست.',
  [apiKeyTexts.permissionMissing]: 'این کلید API اجازه {permission} ندارد.',
  [apiKeyTexts.permissionRead]: 'خواندن',
  [apiKeyTexts.permissionTrade]: 'معامله',
  [apiKeyTexts.accountNotAllowed]: 'این کلید API اجازه استفاده از حساب {account} را ندارد.',
  [apiKeyTexts.tooManyRequests]:
    'وزن درخواست‌ها از حد گذشت: حداکثر {limit} در دقیقه. {seconds} ثانیه دیگر دوباره تلاش کنید.',
  [apiKeyTexts.tooManyOrders]:
    'سفارش‌ها بیش از حد است: حداکثر {limit} در ۱۰ ثانیه. {seconds} ثانیه دیگر دوباره تلاش کنید.',
  [apiKeyTexts.orderNotFound]: 'چنین سفارشی در این حساب نیست.',
  [apiKeyTexts.orderLookup]: 'order_id یا client_order_id را بفرستید.',
  [apiKeyTexts.webhookUnknown]: 'این وب‌هوک معتبر نیست.',
  [apiKeyTexts.alertPlaced]: 'سفارش ثبت شد: {side} {size} {symbol} ({status}).',
  [apiKeyTexts.alertDuplicate]: 'هشدار {alert} پیش‌تر ثبت شده بود: سفارش تازه‌ای ثبت نشد.',
  [apiKeyTexts.alertRefused]: 'رد شد: {reason}',
  [apiKeyTexts.alertKeyReadOnly]: 'این کلید اجازه معامله ندارد، پس هشدارهایش سفارشی ثبت نمی‌کنند.',
  [apiKeyTexts.alertAddress]: 'هشدار از نشانی {ip} آمد که این کلید آن را نمی‌پذیرد.',
  [apiKeyTexts.alertTooMany]: 'سفارش‌های این کلید بیش از حد است: حداکثر {limit} در ۱۰ ثانیه.',
  [alertTexts.notJson]:
    'پیام هشدار JSON نیست: از الگوی مستند استفاده کنید و جای‌نگهدارها را در گیومه بگذارید.',
  [alertTexts.notObject]: 'پیام هشدار باید یک شیء JSON باشد.',
  [alertTexts.missing]: 'هشدار «{field}» ندارد.',
  [alertTexts.unfilled]:
    'TradingView مقدار «{field}» را پر نکرد ({value}): جای‌نگهدارهایی مانند {{strategy.order.action}} فقط در هشدارهای استراتژی پر می‌شوند.',
  [alertTexts.badAlertId]: '«alert_id» باید ۱ تا ۱۰۰ نویسه باشد.',
  [alertTexts.badAccount]:
    '«account» باید شناسه حسابی باشد که این کلید اجازه معامله در آن را دارد.',
  [alertTexts.accountNeeded]: 'این کلید در چند حساب معامله می‌کند: در «account» بگویید کدام.',
  [alertTexts.badTicker]: '«ticker» کد جفت‌ارز نیست: {value}.',
  [alertTexts.badAction]: '«action» باید buy یا sell باشد، نه {value}.',
  [alertTexts.badNumber]: '«{field}» باید عددی بزرگ‌تر از صفر باشد، نه {value}.',
  [alertTexts.badType]: '«type» باید market یا limit باشد، نه {value}.',
  [alertTexts.badTradeType]: '«trade_type» باید open یا close باشد، نه {value}.',
  [alertTexts.priceNeeded]: 'هشدار limit به «price» نیاز دارد.',
})
