/** Texts of real-account requests and decisions, with their Persian. */
import { addTranslations } from '../i18n.ts'

export const realAccountTexts = {
  notFound: 'No real account request found.',
  alreadyDecided: 'This request has already been decided.',
  notCompleted: 'The real account can be requested once every step is passed.',
  alreadyRequested: 'The real account has already been requested.',
  requested: 'Your request for the real account was sent.',
  approvedTitle: 'Real account opened',
  approvedBody: 'Your real account for {title} is open with {size} USDT.',
  rejectedTitle: 'Real account request rejected',
  rejectedBody: 'Your request for the real account of {title} was rejected.',
} as const

addTranslations('fa', {
  [realAccountTexts.notFound]: 'درخواست حساب واقعی پیدا نشد.',
  [realAccountTexts.alreadyDecided]: 'درباره این درخواست قبلاً تصمیم گرفته شده است.',
  [realAccountTexts.notCompleted]:
    'حساب واقعی را پس از قبولی در همه مرحله‌ها می‌توانید درخواست کنید.',
  [realAccountTexts.alreadyRequested]: 'حساب واقعی قبلاً درخواست شده است.',
  [realAccountTexts.requested]: 'درخواست حساب واقعی شما ارسال شد.',
  [realAccountTexts.approvedTitle]: 'حساب واقعی باز شد',
  [realAccountTexts.approvedBody]: 'حساب واقعی شما برای {title} با {size} USDT باز شد.',
  [realAccountTexts.rejectedTitle]: 'درخواست حساب واقعی رد شد',
  [realAccountTexts.rejectedBody]: 'درخواست حساب واقعی شما برای {title} رد شد.',
})
