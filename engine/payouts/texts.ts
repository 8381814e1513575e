/**
 * What protected money out says (docs/decisions/393), keyed by the English
 * text (engine/i18n.ts); the Persian is registered when this module loads.
 */
import { addTranslations } from '../i18n.ts'

export const payoutTexts = {
  // The contract's own texts (field checks before the engine's).
  chooseNetwork: 'Choose a network',
  labelTooLong: 'Label is too long',
  linkInvalid: 'The link is not valid.',
  txHashRequired: 'Transaction hash is required',
  txHashTooLong: 'Transaction hash is not valid for this network',
  // Second factor.
  codeSent: 'We have e-mailed you a code. It is valid for 10 minutes.',
  useAuthenticator: 'Two-factor sign-in is on: use the code from your authenticator app.',
  totpSixDigits: 'The code must be 6 digits.',
  emailCodeFiveDigits: 'code length must be 5',
  codeSubject: 'Your PropTrade withdrawal code: {code}',
  codeBody:
    'Hello,\n\nYour code to confirm a withdrawal or a new payout address is:\n\n{code}\n\nIt is valid for 10 minutes. If you did not ask for it, someone may know your password: change it now.\n\nPropTrade',
  // The address book.
  addressInvalid: 'This is not a valid {network} address',
  addressExists: 'This address is already in your address book',
  addressAdded: 'Address added. It can be used for withdrawals in 24 hours.',
  addressRemoved: 'Address removed.',
  addressUnknown: 'Choose one of your payout addresses',
  addressCooling: 'This address can be used from {date} ({hours} h {minutes} min left)',
  networkNotOffered: 'Profit is not paid out on {network}',
  frozen: 'Withdrawals are frozen on this account. Contact support to lift the freeze.',
  freezeDone:
    'Withdrawals are frozen and the new address was removed. Change your password and contact support.',
  newAddressSubject: 'A payout address was added to your PropTrade account',
  newAddressBody:
    'Hello,\n\nA {network} payout address was added to your PropTrade account:\n\n{address}\n\nIt can be used for withdrawals from {time} (UTC).\n\nIf this was not you, freeze every withdrawal of the account now with this link (it also removes the address):\n\n{link}\n\nthen change your password.\n\nPropTrade',
  // Proof of payment.
  txHashInvalid: 'Transaction hash is not valid for {network}',
  networkMismatch: 'The withdrawal’s address is on {network}',
} as const

addTranslations('fa', {
  // The generic texts of the contract's fields (engine/http/validate.ts).
  'Label is invalid': 'برچسب معتبر نیست',
  'Network is invalid': 'شبکه معتبر نیست',
  'Network is required': 'شبکه الزامی است',
  'Tx hash is invalid': 'هش تراکنش معتبر نیست',
  'Tx hash is required': 'هش تراکنش الزامی است',
  'Address id is invalid': 'آدرس انتخاب‌شده معتبر نیست',
  'Address id is required': 'انتخاب آدرس الزامی است',
  'Token is invalid': 'این پیوند معتبر نیست.',
  'AddressId is invalid': 'شناسه آدرس معتبر نیست.',
  [payoutTexts.chooseNetwork]: 'شبکه را انتخاب کنید',
  [payoutTexts.labelTooLong]: 'برچسب بیش از حد طولانی است',
  [payoutTexts.linkInvalid]: 'این پیوند معتبر نیست.',
  [payoutTexts.txHashRequired]: 'هش تراکنش الزامی است',
  [payoutTexts.txHashTooLong]: 'هش تراکنش برای این شبکه معتبر نیست',
  [payoutTexts.codeSent]: 'کدی برایتان ایمیل کردیم. این کد ۱۰ دقیقه معتبر است.',
  [payoutTexts.useAuthenticator]: 'ورود دومرحله‌ای روشن است: کد برنامه احراز هویت را وارد کنید.',
  [payoutTexts.totpSixDigits]: 'کد باید ۶ رقم باشد.',
  [payoutTexts.codeSubject]: 'کد برداشت PropTrade شما: {code}',
  [payoutTexts.codeBody]:
    'سلام،\n\nکد تأیید برداشت یا آدرس پرداخت جدید شما:\n\n{code}\n\nاین کد ۱۰ دقیقه معتبر است. اگر آن را درخواست نکرده‌اید، ممکن است کسی رمز عبور شما را بداند: همین حالا آن را تغییر دهید.\n\nPropTrade',
  [payoutTexts.addressInvalid]: 'این یک آدرس معتبر {network} نیست',
  [payoutTexts.addressExists]: 'این آدرس از قبل در دفترچه آدرس شما هست',
  [payoutTexts.addressAdded]: 'آدرس افزوده شد. ۲۴ ساعت دیگر برای برداشت قابل استفاده است.',
  [payoutTexts.addressRemoved]: 'آدرس حذف شد.',
  [payoutTexts.addressUnknown]: 'یکی از آدرس‌های پرداخت خود را انتخاب کنید',
  [payoutTexts.addressCooling]:
    'این آدرس از {date} قابل استفاده است ({hours} ساعت و {minutes} دقیقه مانده)',
  [payoutTexts.networkNotOffered]: 'سود در شبکه {network} پرداخت نمی‌شود',
  [payoutTexts.frozen]: 'برداشت‌های این حساب مسدود است. برای رفع آن با پشتیبانی تماس بگیرید.',
  [payoutTexts.freezeDone]:
    'برداشت‌ها مسدود شد و آدرس جدید حذف شد. رمز عبور خود را تغییر دهید و با پشتیبانی تماس بگیرید.',
  [payoutTexts.newAddressSubject]: 'یک آدرس پرداخت به حساب PropTrade شما افزوده شد',
  [payoutTexts.newAddressBody]:
    'سلام،\n\nیک آدرس پرداخت {network} به حساب PropTrade شما افزوده شد:\n\n{address}\n\nاز {time} (UTC) برای برداشت قابل استفاده است.\n\nاگر این کار شما نبوده، همین حالا با این پیوند همه برداشت‌های حساب را مسدود کنید (آدرس هم حذف می‌شود):\n\n{link}\n\nسپس رمز عبور خود را تغییر دهید.\n\nPropTrade',
  [payoutTexts.txHashInvalid]: 'هش تراکنش برای {network} معتبر نیست',
  [payoutTexts.networkMismatch]: 'آدرس این برداشت در شبکه {network} است',
})
