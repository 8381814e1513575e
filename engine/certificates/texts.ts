/** Texts of certificates, with their Persian. */
import { addTranslations } from '../i18n.ts'

export const certificateTexts = {
  notFound: 'No certificate found.',
  issuedTitle: 'Certificate issued',
  stepBody: 'Your certificate for passing Step {step} of {title} is ready to share.',
  fundedBody: 'Your certificate for the funded {title} account is ready to share.',
  payoutBody: 'Your certificate for the {amount} USDT payout from {title} is ready to share.',
  madePublic: 'The certificate is public: anyone with its link can see and verify it.',
  madePrivate: 'The certificate is private: only you can see it.',
  saved: 'Saved.',
  revoked: 'The certificate is revoked.',
  alreadyRevoked: 'The certificate is already revoked.',
} as const

addTranslations('fa', {
  [certificateTexts.notFound]: 'گواهی‌ای پیدا نشد.',
  [certificateTexts.issuedTitle]: 'گواهی صادر شد',
  [certificateTexts.stepBody]: 'گواهی قبولی مرحله {step} در {title} آماده اشتراک‌گذاری است.',
  [certificateTexts.fundedBody]: 'گواهی حساب تأمین‌شده {title} آماده اشتراک‌گذاری است.',
  [certificateTexts.payoutBody]: 'گواهی برداشت {amount} USDT از {title} آماده اشتراک‌گذاری است.',
  [certificateTexts.madePublic]:
    'گواهی عمومی شد: هر کس پیوندش را داشته باشد می‌تواند آن را ببیند و تأیید کند.',
  [certificateTexts.madePrivate]: 'گواهی خصوصی شد: فقط شما آن را می‌بینید.',
  [certificateTexts.saved]: 'ذخیره شد.',
  [certificateTexts.revoked]: 'گواهی باطل شد.',
  [certificateTexts.alreadyRevoked]: 'این گواهی پیش‌تر باطل شده است.',
  'Certificate id is invalid': 'شناسه گواهی معتبر نیست.',
  'Choose how your name shows': 'نحوه نمایش نامتان را انتخاب کنید.',
  'Nothing to change': 'چیزی برای تغییر نیست.',
  'Reason is required': 'دلیل الزامی است.',
  'Reason is too long': 'دلیل بیش از حد طولانی است.',
})
