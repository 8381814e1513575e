/**
 * The contract's validation texts are the English texts of spec §5. When
 * the web's own validator refuses an input (before any upstream call), the
 * text is shown in the visitor's language from the same source the engine
 * answers with (contract/validation-texts.ts); a text it does not list
 * stays as written.
 */
import { validationTexts } from '#contract/validation-texts.ts'
import { getLocale } from '~/paraglide/runtime'

export function translateValidationText(text: string): string {
  if (getLocale() !== 'fa') return text
  return validationTexts[text]?.fa ?? text
}
