/**
 * The contract's validation texts are the English texts of spec §5. When
 * the web's own validator refuses an input (before any upstream call), the
 * text is shown in the visitor's language through the same messages the
 * forms use; a text without a message stays as written.
 */
import { m } from '~/paraglide/messages'

const texts: Record<string, () => string> = {
  'Email is required': () => m.validation_email_required(),
  'Email is not valid': () => m.validation_email_invalid(),
  'Password is required': () => m.validation_password_required(),
  'Password must have at least 8 characters': () => m.validation_password_min(),
  'Password confirmation is required': () => m.validation_password_confirmation_required(),
  'Password confirmation does not match': () => m.validation_password_confirmation_mismatch(),
  'code is required': () => m.validation_code_required(),
  'code length must be 5': () => m.validation_code_length(),
  'Content is required': () => m.tickets_content_required(),
  'Current password is required': () => m.validation_current_password_required(),
  'code must be 5 digits': () => m.validation_code_digits(),
  'Phone number is required': () => m.validation_phone_required(),
  'Phone number is not valid': () => m.validation_phone_invalid(),
  'Name is required': () => m.validation_name_required(),
  'First name is required': () => m.validation_first_name_required(),
  'Last name is required': () => m.validation_last_name_required(),
  'English first name is required': () => m.validation_first_name_en_required(),
  'English last name is required': () => m.validation_last_name_en_required(),
  'English first name must be written in English letters': () => m.validation_latin_letters(),
  'English last name must be written in English letters': () => m.validation_latin_letters(),
  'Write a note or add a tag': () => m.journal_note_required(),
  'A tag is text of up to 32 letters, digits, - or _': () => m.journal_tag_invalid(),
  'At most 10 tags': () => m.journal_tags_max(),
}

export function translateValidationText(text: string): string {
  return texts[text]?.() ?? text
}
