/** The kill switches' words: the reviewer's confirmations, refusals, and what the trader is told. */
import { addTranslations } from '../i18n.ts'

export const killSwitchTexts = {
  stopped: 'New orders on this account are stopped; the trader was told.',
  resumed: 'The account trades again; the trader was told.',
  closed: '{count} positions closed; the trader was told.',
  halted: 'New positions on {symbol} are halted firm-wide.',
  symbolResumed: '{symbol} trades again.',
  alreadyStopped: 'New orders on this account are already stopped.',
  notStopped: 'This account is not stopped.',
  alreadyHalted: '{symbol} is already halted.',
  notHalted: '{symbol} is not halted.',
  noActiveAccount: 'This account has no active trading account.',
  stoppedTitle: 'New orders stopped',
  stoppedBody:
    'The risk desk has stopped new orders on {title}. You can still close your positions. Contact support if you have questions.',
  resumedTitle: 'Trading resumed',
  resumedBody: 'The risk desk lifted the stop on {title}: you can place new orders again.',
  closedTitle: 'Positions closed',
  closedBody: 'The risk desk closed your open positions on {title} at market.',
} as const

addTranslations('fa', {
  [killSwitchTexts.stopped]: 'سفارش‌های جدید این حساب متوقف شد؛ به معامله‌گر اطلاع داده شد.',
  [killSwitchTexts.resumed]: 'حساب دوباره معامله می‌کند؛ به معامله‌گر اطلاع داده شد.',
  [killSwitchTexts.closed]: '{count} موقعیت بسته شد؛ به معامله‌گر اطلاع داده شد.',
  [killSwitchTexts.halted]: 'باز کردن موقعیت جدید روی {symbol} در کل شرکت متوقف شد.',
  [killSwitchTexts.symbolResumed]: '{symbol} دوباره معامله می‌شود.',
  [killSwitchTexts.alreadyStopped]: 'سفارش‌های جدید این حساب از قبل متوقف است.',
  [killSwitchTexts.notStopped]: 'این حساب متوقف نیست.',
  [killSwitchTexts.alreadyHalted]: '{symbol} از قبل متوقف است.',
  [killSwitchTexts.notHalted]: '{symbol} متوقف نیست.',
  [killSwitchTexts.noActiveAccount]: 'این حساب، حساب معاملاتی فعالی ندارد.',
  [killSwitchTexts.stoppedTitle]: 'سفارش‌های جدید متوقف شد',
  [killSwitchTexts.stoppedBody]:
    'میز ریسک سفارش‌های جدید {title} را متوقف کرده است. همچنان می‌توانید موقعیت‌هایتان را ببندید. اگر پرسشی دارید با پشتیبانی تماس بگیرید.',
  [killSwitchTexts.resumedTitle]: 'معامله از سر گرفته شد',
  [killSwitchTexts.resumedBody]:
    'میز ریسک توقف {title} را برداشت: دوباره می‌توانید سفارش جدید ثبت کنید.',
  [killSwitchTexts.closedTitle]: 'موقعیت‌ها بسته شد',
  [killSwitchTexts.closedBody]: 'میز ریسک موقعیت‌های باز {title} را به قیمت بازار بست.',
})
