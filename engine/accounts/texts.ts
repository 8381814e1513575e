/**
 * Persian for every text the accounts endpoints answer with: the contract's
 * validation texts (contract/auth.ts, contract/user.ts), the handlers' own,
 * the code messages and the development sign-in page. Imported for its effect
 * by the routes that use them.
 */
import { addTranslations } from '../i18n.ts'
import { ACCOUNT_TEXTS } from './account-texts.ts'
import { AVATAR_TEXTS } from './avatars.ts'
import { MESSAGE_TEXTS } from './code-messages.ts'
import { BUSY_TEXT } from './password-work.ts'
import { CODE_TEXTS } from './verification-codes.ts'

addTranslations('fa', {
  // contract validation (the forms' own: contract/validation-texts.ts, registered by engine/i18n.ts)
  'Referral code is not valid': 'کد معرف معتبر نیست',
  'Referral is invalid': 'کد معرف معتبر نیست',
  'state is required': 'پارامتر state الزامی است',
  'Name is too long': 'نام بیش از حد طولانی است',
  'First name is too long': 'نام کوچک بیش از حد طولانی است',
  'Last name is too long': 'نام خانوادگی بیش از حد طولانی است',
  'English first name is too long': 'نام کوچک انگلیسی بیش از حد طولانی است',
  'English last name is too long': 'نام خانوادگی انگلیسی بیش از حد طولانی است',
  'Avatar is required': 'تصویر پروفایل الزامی است',
  'Remember is invalid': 'مقدار «مرا به خاطر بسپار» معتبر نیست',
  'Confirm is invalid': 'مقدار تأیید نام معتبر نیست',
  'Provider is required': 'ارائه‌دهنده ورود الزامی است',
  'Provider is invalid': 'ارائه‌دهنده ورود معتبر نیست',
  'Tour is required': 'نام راهنما الزامی است',
  'Tour is invalid': 'نام راهنما معتبر نیست',
  'Body is invalid': 'بدنه درخواست معتبر نیست',

  // handlers
  [ACCOUNT_TEXTS.badCredentials]: 'ایمیل یا رمز عبور اشتباه است.',
  [ACCOUNT_TEXTS.emailTaken]: 'این ایمیل قبلاً ثبت شده است.',
  [ACCOUNT_TEXTS.signedOut]: 'از حساب کاربری خارج شدید.',
  [ACCOUNT_TEXTS.resetSent]:
    'اگر حسابی با این ایمیل وجود داشته باشد، کدی برای آن فرستادیم. این کد ۱۰ دقیقه اعتبار دارد.',
  [ACCOUNT_TEXTS.passwordChanged]: 'رمز عبور شما تغییر کرد. با رمز عبور جدید وارد شوید.',
  [ACCOUNT_TEXTS.passwordChangedSignedIn]:
    'رمز عبور شما تغییر کرد. نشست‌های دیگر از حساب خارج شدند.',
  [ACCOUNT_TEXTS.passwordSet]:
    'رمز عبور شما تعیین شد: اکنون با نشانی ایمیل خود هم می‌توانید وارد شوید. نشست‌های دیگر از حساب خارج شدند.',
  [ACCOUNT_TEXTS.currentPasswordWrong]: 'رمز عبور فعلی درست نیست',
  [ACCOUNT_TEXTS.phoneCodeSent]: 'کد را به {phone} فرستادیم.',
  [ACCOUNT_TEXTS.emailCodeSent]: 'کد را به {email} فرستادیم.',
  [ACCOUNT_TEXTS.phoneVerified]: 'شماره تلفن شما تأیید شد.',
  [ACCOUNT_TEXTS.emailVerified]: 'ایمیل شما تأیید شد.',
  [ACCOUNT_TEXTS.phoneTaken]: 'این شماره تلفن قبلاً استفاده شده است.',
  [ACCOUNT_TEXTS.emailAlreadyVerified]: 'ایمیل شما قبلاً تأیید شده است.',
  [ACCOUNT_TEXTS.englishNameLocked]: 'نام انگلیسی تأیید شده است و دیگر قابل تغییر نیست.',
  [ACCOUNT_TEXTS.profileSaved]: 'پروفایل شما ذخیره شد.',
  [ACCOUNT_TEXTS.nameChanged]: 'نام شما تغییر کرد.',
  [ACCOUNT_TEXTS.avatarChanged]: 'تصویر پروفایل شما تغییر کرد.',
  [ACCOUNT_TEXTS.oauthUnavailable]: 'ورود با گوگل در دسترس نیست.',
  [ACCOUNT_TEXTS.oauthStateInvalid]:
    'مهلت ورود تمام شده یا ورود در پنجره دیگری آغاز شده است. دوباره تلاش کنید.',
  [ACCOUNT_TEXTS.oauthCodeRejected]: 'گوگل ورود را نپذیرفت. دوباره تلاش کنید.',
  [ACCOUNT_TEXTS.oauthUnreachable]: 'ارتباط با گوگل برقرار نشد. کمی بعد دوباره تلاش کنید.',
  [ACCOUNT_TEXTS.oauthNoVerifiedEmail]: 'حساب گوگل شما ایمیل تأییدشده‌ای ندارد.',
  [ACCOUNT_TEXTS.oauthLinkedElsewhere]: 'این ایمیل به حساب گوگل دیگری متصل است.',
  [ACCOUNT_TEXTS.devPageTitle]: 'ورود با گوگل (محیط توسعه)',
  [ACCOUNT_TEXTS.devPageIntro]:
    'تا وقتی GOOGLE_CLIENT_ID تنظیم نشده، این صفحه به جای گوگل کار می‌کند. ایمیل و نامی را که حساب باید داشته باشد وارد کنید.',
  [ACCOUNT_TEXTS.devPageEmail]: 'ایمیل',
  [ACCOUNT_TEXTS.devPageName]: 'نام',
  [ACCOUNT_TEXTS.devPageContinue]: 'ادامه',
  [ACCOUNT_TEXTS.devPageCancel]: 'انصراف',
  [ACCOUNT_TEXTS.devPageBadRequest]: 'این درخواست ورود معتبر نیست.',

  [BUSY_TEXT]: 'هم‌اکنون درخواست‌های ورود زیادی در جریان است. چند ثانیه دیگر دوباره تلاش کنید.',

  [CODE_TEXTS.none]: 'کد معتبر نیست یا منقضی شده است. کد جدیدی درخواست کنید.',
  [CODE_TEXTS.expired]: 'کد منقضی شده است. کد جدیدی درخواست کنید.',
  [CODE_TEXTS.wrong]: 'کد اشتباه است. تلاش‌های باقی‌مانده: {tries}.',
  [CODE_TEXTS.tooManyWrong]: 'کد اشتباه بیش از حد وارد شد. کد جدیدی درخواست کنید.',
  [CODE_TEXTS.resend]: '{seconds} ثانیه دیگر می‌توانید کد جدیدی درخواست کنید.',

  [AVATAR_TEXTS.notImage]: 'تصویر پروفایل باید از نوع PNG، JPEG، WebP یا GIF باشد.',
  [AVATAR_TEXTS.tooLarge]: 'حجم تصویر پروفایل نباید بیشتر از {kb} کیلوبایت باشد.',

  [MESSAGE_TEXTS.smsCode]:
    'پراپ‌ترید: کد تأیید شما {code} است. این کد ۱۰ دقیقه اعتبار دارد. آن را به هیچ‌کس ندهید.',
  [MESSAGE_TEXTS.emailCodeSubject]: 'کد تأیید پراپ‌ترید شما: {code}',
  [MESSAGE_TEXTS.emailCodeBody]:
    'سلام،\n\nکد تأیید این نشانی ایمیل:\n\n{code}\n\nاین کد ۱۰ دقیقه اعتبار دارد. اگر آن را درخواست نکرده‌اید، این پیام را نادیده بگیرید.\n\nپراپ‌ترید',
  [MESSAGE_TEXTS.resetSubject]: 'کد بازیابی رمز عبور پراپ‌ترید شما: {code}',
  [MESSAGE_TEXTS.resetBody]:
    'سلام،\n\nدرخواستی برای بازیابی رمز عبور حساب پراپ‌ترید متصل به این نشانی ایمیل ثبت شده است. کد شما:\n\n{code}\n\nاین کد ۱۰ دقیقه اعتبار دارد. اگر این درخواست از طرف شما نبوده، این پیام را نادیده بگیرید؛ رمز عبور شما تغییری نمی‌کند.\n\nپراپ‌ترید',
})
