/** What the staff API says, keyed by the English text; Persian registered on load. */
import { addTranslations } from '../i18n.ts'

export const staffTexts = {
  requestApproved: 'Request approved; the real account is open.',
  requestRejected: 'Request rejected.',
  couponCreated: 'Coupon created.',
  couponUpdated: 'Coupon saved.',
  couponDeleted: 'Coupon deleted.',
  couponCodeTaken: 'This code is already in use',
  couponUsed: 'This coupon has been used; deactivate it instead',
  percentTooLarge: 'A percent discount cannot exceed 100',
  endsBeforeStart: 'The end must be after the start',
  challengeSaved: 'Challenge saved.',
  challengeCreated: 'Challenge created.',
  challengeCodeTaken: 'Another challenge has this code',
  rulesSaved: 'Rules saved; new purchases take them.',
  featureSaved: 'Feature saved.',
  nothingToChange: 'Nothing to change',
  noUser: 'No user has this e-mail.',
} as const

addTranslations('fa', {
  [staffTexts.requestApproved]: 'درخواست تأیید شد؛ حساب واقعی باز است.',
  [staffTexts.requestRejected]: 'درخواست رد شد.',
  [staffTexts.couponCreated]: 'کد تخفیف ساخته شد.',
  [staffTexts.couponUpdated]: 'کد تخفیف ذخیره شد.',
  [staffTexts.couponDeleted]: 'کد تخفیف حذف شد.',
  [staffTexts.couponCodeTaken]: 'این کد قبلاً استفاده شده است',
  [staffTexts.couponUsed]: 'از این کد تخفیف استفاده شده است؛ به‌جای حذف، آن را غیرفعال کنید',
  [staffTexts.percentTooLarge]: 'تخفیف درصدی نمی‌تواند بیشتر از ۱۰۰ باشد',
  [staffTexts.endsBeforeStart]: 'پایان باید پس از شروع باشد',
  [staffTexts.challengeSaved]: 'چالش ذخیره شد.',
  [staffTexts.challengeCreated]: 'چالش ساخته شد.',
  [staffTexts.challengeCodeTaken]: 'چالش دیگری این کد را دارد',
  [staffTexts.rulesSaved]: 'قوانین ذخیره شد؛ خریدهای تازه با آن‌ها انجام می‌شود.',
  [staffTexts.featureSaved]: 'ویژگی ذخیره شد.',
  [staffTexts.nothingToChange]: 'چیزی برای تغییر نیست',
  [staffTexts.noUser]: 'کاربری با این ایمیل وجود ندارد.',
})
