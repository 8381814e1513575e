/** What a refund says (engine/payments/refund.ts), keyed by the English text; Persian registered on load. */
import { addTranslations } from '../i18n.ts'

export const refundTexts = {
  notFound: 'Payment not found.',
  notPaid: 'Only a paid payment can be refunded',
  already: 'This payment has been refunded already',
  funded: 'This challenge is funded; its real account is open, so it cannot be refunded',
  done: 'Payment refunded; the challenge has ended.',
  referenceRequired: 'Enter the refund transaction reference',
  title: 'Payment refunded',
  body: 'Your payment for {title} was refunded and the challenge has ended: {note}',
  bodyCredit:
    'Your payment for {title} was refunded and the challenge has ended; {credit} USDT of credit is back in your balance: {note}',
} as const

addTranslations('fa', {
  [refundTexts.notFound]: 'پرداخت پیدا نشد.',
  [refundTexts.notPaid]: 'فقط پرداختِ انجام‌شده قابل بازپرداخت است',
  [refundTexts.already]: 'مبلغ این پرداخت پیش‌تر بازگردانده شده است',
  [refundTexts.funded]:
    'این چالش تأمین سرمایه شده و حساب واقعی آن باز است؛ بنابراین قابل بازپرداخت نیست',
  [refundTexts.referenceRequired]: 'شناسهٔ تراکنش بازپرداخت را وارد کنید',
  [refundTexts.done]: 'مبلغ پرداخت بازگردانده شد؛ چالش پایان یافت.',
  [refundTexts.title]: 'بازپرداخت انجام شد',
  [refundTexts.body]: 'مبلغ پرداخت شما برای {title} بازگردانده شد و چالش پایان یافت: {note}',
  [refundTexts.bodyCredit]:
    'مبلغ پرداخت شما برای {title} بازگردانده شد و چالش پایان یافت؛ {credit} USDT اعتبار به موجودی شما برگشت: {note}',
})
