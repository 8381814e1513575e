/** The mail and SMS that carry codes, in the reader's language, the code plain to see. */
import { type Locale, translate } from '../i18n.ts'
import type { OutgoingMessage } from '../messaging/message.ts'

export const MESSAGE_TEXTS = {
  smsCode:
    'PropTrade: your verification code is {code}. It is valid for 10 minutes. Do not share it with anyone.',
  emailCodeSubject: 'Your PropTrade verification code: {code}',
  emailCodeBody:
    'Hello,\n\nYour code to confirm this e-mail address is:\n\n{code}\n\nIt is valid for 10 minutes. If you did not ask for it, you can ignore this message.\n\nPropTrade',
  resetSubject: 'Your PropTrade password reset code: {code}',
  resetBody:
    'Hello,\n\nSomeone asked to reset the password of the PropTrade account of this e-mail address. Your code is:\n\n{code}\n\nIt is valid for 10 minutes. If it was not you, ignore this message: your password stays as it is.\n\nPropTrade',
} as const

export function phoneCodeSms(locale: Locale, phone: string, code: string): OutgoingMessage {
  return {
    channel: 'sms',
    to: phone,
    subject: null,
    text: translate(locale, MESSAGE_TEXTS.smsCode, { code }),
    locale,
  }
}

export function emailCodeMail(locale: Locale, email: string, code: string): OutgoingMessage {
  return {
    channel: 'mail',
    to: email,
    subject: translate(locale, MESSAGE_TEXTS.emailCodeSubject, { code }),
    text: translate(locale, MESSAGE_TEXTS.emailCodeBody, { code }),
    locale,
  }
}

export function passwordResetMail(locale: Locale, email: string, code: string): OutgoingMessage {
  return {
    channel: 'mail',
    to: email,
    subject: translate(locale, MESSAGE_TEXTS.resetSubject, { code }),
    text: translate(locale, MESSAGE_TEXTS.resetBody, { code }),
    locale,
  }
}
