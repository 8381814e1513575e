/**
 * The contract's validation texts that the web's forms check too (the auth
 * and profile forms of spec §5, tickets, the journal), with their Persian:
 * one source for every side that shows them (issue 37 §5). The engine answers with them (engine/i18n.ts); the web's server
 * translates its own validator's refusals with them
 * (app/server/upstream/validation-texts.ts); the browser's form checks show
 * the paraglide message named by `formMessage`, whose English and Persian
 * `npm run gen` writes into messages/{en,fa}.json from here
 * (scripts/validation-messages.ts; a unit test fails when they differ).
 *
 * Keyed by the English text the contract's schemas refuse with.
 */
export interface ValidationText {
  fa: string
  /** The web's message for it (its English is the key). */
  formMessage?: string
}

export const validationTexts: Readonly<Record<string, ValidationText>> = {
  'Email is required': { fa: 'ایمیل الزامی است', formMessage: 'validation_email_required' },
  'Email is not valid': { fa: 'ایمیل معتبر نیست', formMessage: 'validation_email_invalid' },
  'Email is too long': { fa: 'ایمیل بیش از حد طولانی است' },
  'Password is required': {
    fa: 'رمز عبور الزامی است',
    formMessage: 'validation_password_required',
  },
  'Password must have at least 8 characters': {
    fa: 'رمز عبور باید حداقل ۸ کاراکتر داشته باشد',
    formMessage: 'validation_password_min',
  },
  'Password is too long': { fa: 'رمز عبور بیش از حد طولانی است' },
  'Password confirmation is required': {
    fa: 'تکرار رمز عبور الزامی است',
    formMessage: 'validation_password_confirmation_required',
  },
  'Password confirmation does not match': {
    fa: 'تکرار رمز عبور با رمز عبور یکسان نیست',
    formMessage: 'validation_password_confirmation_mismatch',
  },
  'Current password is required': {
    fa: 'رمز عبور فعلی الزامی است',
    formMessage: 'validation_current_password_required',
  },
  'code is required': { fa: 'کد الزامی است', formMessage: 'validation_code_required' },
  'code length must be 5': { fa: 'طول کد باید ۵ رقم باشد', formMessage: 'validation_code_length' },
  'code must be 5 digits': {
    fa: 'کد باید فقط از ۵ رقم تشکیل شود',
    formMessage: 'validation_code_digits',
  },
  'Phone number is required': {
    fa: 'شماره تلفن الزامی است',
    formMessage: 'validation_phone_required',
  },
  'Phone number is not valid': {
    fa: 'شماره تلفن معتبر نیست',
    formMessage: 'validation_phone_invalid',
  },
  'Name is required': { fa: 'نام نمایشی الزامی است', formMessage: 'validation_name_required' },
  'First name is required': { fa: 'نام الزامی است', formMessage: 'validation_first_name_required' },
  'Last name is required': {
    fa: 'نام خانوادگی الزامی است',
    formMessage: 'validation_last_name_required',
  },
  'English first name is required': {
    fa: 'نام به انگلیسی الزامی است',
    formMessage: 'validation_first_name_en_required',
  },
  'English last name is required': {
    fa: 'نام خانوادگی به انگلیسی الزامی است',
    formMessage: 'validation_last_name_en_required',
  },
  'English first name must be written in English letters': {
    fa: 'نام کوچک انگلیسی باید با حروف انگلیسی نوشته شود',
  },
  'English last name must be written in English letters': {
    fa: 'نام خانوادگی انگلیسی باید با حروف انگلیسی نوشته شود',
  },
  'Content is required': { fa: 'متن پیام الزامی است' },
  'Write a note or add a tag': {
    fa: 'یادداشتی بنویسید یا برچسبی بیفزایید',
    formMessage: 'journal_note_required',
  },
  'A tag is text of up to 32 letters, digits, - or _': {
    fa: 'برچسب متنی تا ۳۲ حرف، رقم، - یا _ است',
  },
  'At most 10 tags': { fa: 'حداکثر ۱۰ برچسب', formMessage: 'journal_tags_max' },
}

/** The Persian of the texts, keyed by their English (the engine's dictionary's shape). */
export function persianValidationTexts(): Record<string, string> {
  return Object.fromEntries(Object.entries(validationTexts).map(([en, text]) => [en, text.fa]))
}
