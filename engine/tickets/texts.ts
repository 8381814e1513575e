/**
 * Every text the tickets feature answers with (English, the key) and its
 * Persian. Validation texts of the contract are here too.
 */
import { uploadTexts } from '../core/tickets/attachment-rules.ts'
import { addTranslations } from '../i18n.ts'

export const ticketTexts = {
  created: 'Your ticket has been sent. Our support team will answer soon.',
  replied: 'Your message has been sent.',
  staffReplied: 'Your answer has been sent to the trader.',
  closedNow: 'The ticket is closed.',
  closed: 'This ticket is closed. Please open a new ticket.',
  noType: 'No ticket type found',
  noChallenge: 'No challenge found',
  /** The same text as the contract's (translated below). */
  challengeRequired: 'Challenge is required',
  support: 'Support',
  trader: 'Trader',
  linkExpired: 'This download link has expired. Open the attachment again for a new one.',
  linkInvalid: 'This download link is not valid.',
  answeredTitle: 'Your ticket was answered',
  answeredBody: 'Support replied to “{subject}”.',
  closedTitle: 'Your ticket was closed',
  closedBody: 'Support closed “{subject}”. Open a new ticket if you need more help.',
  reopenedTitle: 'Your ticket was reopened',
  reopenedBody: 'Support reopened “{subject}”.',
  reopenedNow: 'The ticket is open again.',
} as const

/** Titles of the seeded ticket types (engine/tickets/ticket-types-seed.ts). */
export const ticketTypeTitles = {
  technical: 'Technical',
  billing: 'Billing',
  challenge_rules: 'Challenge rules',
  withdrawal: 'Withdrawal',
  other: 'Other',
} as const

/**
 * Types about an account: a ticket of these must name a challenge. The
 * others (technical, billing and payment, other) may, but a user with no
 * challenge yet (say, whose payment failed) can still reach support.
 */
export const typesNeedingChallenge: ReadonlySet<string> = new Set(['challenge_rules', 'withdrawal'])

addTranslations('fa', {
  [ticketTexts.created]: 'تیکت شما ارسال شد. تیم پشتیبانی به‌زودی پاسخ می‌دهد.',
  [ticketTexts.replied]: 'پیام شما ارسال شد.',
  [ticketTexts.staffReplied]: 'پاسخ شما برای معامله‌گر ارسال شد.',
  [ticketTexts.closedNow]: 'تیکت بسته شد.',
  [ticketTexts.closed]: 'این تیکت بسته شده است. لطفاً یک تیکت جدید باز کنید.',
  [ticketTexts.noType]: 'نوع تیکت پیدا نشد',
  [ticketTexts.noChallenge]: 'چالشی پیدا نشد',
  [ticketTexts.support]: 'پشتیبانی',
  [ticketTexts.trader]: 'معامله‌گر',
  [ticketTexts.linkExpired]:
    'این لینک دانلود منقضی شده است. برای لینک جدید، پیوست را دوباره باز کنید.',
  [ticketTexts.linkInvalid]: 'این لینک دانلود معتبر نیست.',
  [ticketTexts.answeredTitle]: 'به تیکت شما پاسخ داده شد',
  [ticketTexts.answeredBody]: 'پشتیبانی به «{subject}» پاسخ داد.',
  [ticketTexts.closedTitle]: 'تیکت شما بسته شد',
  [ticketTexts.closedBody]:
    'پشتیبانی «{subject}» را بست. اگر کمک بیشتری لازم دارید، تیکت جدیدی باز کنید.',
  [ticketTexts.reopenedTitle]: 'تیکت شما دوباره باز شد',
  [ticketTexts.reopenedBody]: 'پشتیبانی «{subject}» را دوباره باز کرد.',
  [ticketTexts.reopenedNow]: 'تیکت دوباره باز شد.',

  [ticketTypeTitles.technical]: 'فنی',
  [ticketTypeTitles.billing]: 'مالی و پرداخت',
  [ticketTypeTitles.challenge_rules]: 'قوانین چالش',
  [ticketTypeTitles.withdrawal]: 'برداشت',
  [ticketTypeTitles.other]: 'سایر',

  [uploadTexts.tooMany]: 'حداکثر {max} فایل می‌توانید پیوست کنید.',
  [uploadTexts.tooLarge]: 'حجم «{name}» بیشتر از {max} مگابایت است.',
  [uploadTexts.empty]: '«{name}» خالی است.',
  [uploadTexts.notAllowed]: 'نوع فایل «{name}» مجاز نیست: فقط تصویر، PDF یا متن ساده پیوست کنید.',

  // The contract's validation texts (contract/tickets.ts) and the generic ones of its fields.
  'Type is required': 'نوع تیکت الزامی است',
  'Challenge is required': 'انتخاب چالش الزامی است',
  'Subject is required': 'موضوع الزامی است',
  'Subject is too long': 'موضوع بیش از حد طولانی است',
  'Description is required': 'توضیحات الزامی است',
  'Description is too long': 'توضیحات بیش از حد طولانی است',
  'Content is too long': 'متن پیام بیش از حد طولانی است',
  'Attachments is invalid': 'پیوست‌ها باید فایل باشند.',
  'Each attachment must be a file': 'هر پیوست باید یک فایل باشد.',
  'Type id is invalid': 'نوع تیکت معتبر نیست',
  'User challenge id is invalid': 'چالش انتخاب‌شده معتبر نیست',
  'TicketId is invalid': 'شناسه تیکت معتبر نیست.',
  'AttachmentId is invalid': 'شناسه پیوست معتبر نیست.',
  'Status is invalid': 'وضعیت معتبر نیست.',
  'Page is invalid': 'شماره صفحه معتبر نیست.',
  'Per page is invalid': 'تعداد در هر صفحه معتبر نیست.',
})
