/**
 * Persian for the account-security texts: two-factor, sessions, the
 * new-device mail and the contract's validation texts of contract/security.ts.
 * Imported for its effect by the routes that answer them.
 */
import { addTranslations } from '../i18n.ts'
import { SESSION_TEXTS } from './session-security.ts'
import { TWO_FACTOR_TEXTS } from './two-factor.ts'

addTranslations('fa', {
  'The code must be 6 digits.': 'کد باید ۶ رقم باشد.',
  'id is invalid': 'شناسه معتبر نیست',
  [TWO_FACTOR_TEXTS.wrongCode]: 'کد درست نیست.',
  [TWO_FACTOR_TEXTS.notEnrolled]: 'ابتدا راه‌اندازی ورود دومرحله‌ای را شروع کنید.',
  [TWO_FACTOR_TEXTS.alreadyOn]: 'ورود دومرحله‌ای از قبل فعال است.',
  [TWO_FACTOR_TEXTS.notOn]: 'ورود دومرحله‌ای فعال نیست.',
  [TWO_FACTOR_TEXTS.tooMany]:
    'کدهای نادرست زیادی وارد شد. {seconds} ثانیه دیگر دوباره امتحان کنید.',
  [TWO_FACTOR_TEXTS.enabled]: 'ورود دومرحله‌ای فعال شد. کدهای بازیابی را در جای امنی نگه دارید.',
  [TWO_FACTOR_TEXTS.disabled]: 'ورود دومرحله‌ای غیرفعال شد.',
  [TWO_FACTOR_TEXTS.regenerated]: 'کدهای بازیابی تازه آماده است؛ کدهای قبلی دیگر کار نمی‌کنند.',
  [TWO_FACTOR_TEXTS.noPending]: 'مهلت ورود تمام شده است. دوباره وارد شوید.',
  [SESSION_TEXTS.ended]: 'این نشست از حساب خارج شد.',
  [SESSION_TEXTS.othersEnded]: 'همه نشست‌های دیگر از حساب خارج شدند.',
  [SESSION_TEXTS.notFound]: 'این نشست دیگر فعال نیست.',
  [SESSION_TEXTS.unknownDevice]: 'دستگاه ناشناس',
  [SESSION_TEXTS.newDeviceSubject]: 'ورود تازه به حساب PropTrade شما',
  [SESSION_TEXTS.newDeviceBody]:
    'سلام،\n\nهم‌اکنون از دستگاهی که پیش‌تر با آن وارد نشده بودید به حساب PropTrade شما وارد شدند:\n\n{device}\nنشانی IP: {ip}\nزمان: {time} (UTC)\n\nاگر خودتان بودید، کاری لازم نیست. اگر نه، همین حالا گذرواژه را عوض کنید و در نمایه ← امنیت نشست‌های دیگر را ببندید.\n\nPropTrade',
})
