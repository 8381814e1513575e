/** The risk reviewer's and the trader's words for flags and holds (issue 33). */
import { addTranslations } from '../i18n.ts'

export const riskTexts = {
  alreadyDecided: 'This flag was already decided',
  underReview: 'Under review',
  heldByFlag: 'Held by an open risk flag: a reviewer must decide it first',
  dismissed: 'Flag dismissed',
  confirmed: 'Flag confirmed',
  thresholdsSaved: 'Thresholds saved',
  stripped: 'Trades removed from the eligible profit',
  notPendingStrip: 'Only a pending payout can be changed',
  unknownFills: 'These trades are not in this payout’s window: {ids}',
  clearedByReview: 'Cleared by a later identity review',
  strippedTitle: 'Your payout was reviewed',
  strippedBody:
    '{amount} USDT of profit from trades {trades} is not eligible and was removed from your payout of {title}: {reason}',
} as const

addTranslations('fa', {
  [riskTexts.alreadyDecided]: 'درباره این پرچم پیش‌تر تصمیم گرفته شده است',
  [riskTexts.underReview]: 'در حال بررسی',
  [riskTexts.heldByFlag]:
    'یک پرچم ریسک باز آن را نگه داشته است: نخست بررسی‌کننده باید درباره آن تصمیم بگیرد',
  [riskTexts.dismissed]: 'پرچم رد شد',
  [riskTexts.confirmed]: 'پرچم تأیید شد',
  [riskTexts.thresholdsSaved]: 'آستانه‌ها ذخیره شد',
  [riskTexts.stripped]: 'معاملات از سود قابل برداشت کنار گذاشته شد',
  [riskTexts.notPendingStrip]: 'تنها برداشتی که در انتظار است تغییر می‌کند',
  [riskTexts.unknownFills]: 'این معاملات در بازه این برداشت نیستند: {ids}',
  [riskTexts.clearedByReview]: 'بررسی بعدی هویت آن را برطرف کرد',
  [riskTexts.strippedTitle]: 'برداشت شما بررسی شد',
  [riskTexts.strippedBody]:
    '{amount} USDT از سود معاملات {trades} قابل برداشت نیست و از برداشت {title} کنار گذاشته شد: {reason}',
})
