/**
 * The browser's checks of the new-key form, in the reader's language; the
 * engine checks the same again (contract/api-keys.ts) and answers 422 with
 * field errors for the rest (an address it cannot read, a wrong code).
 */
import { formRules } from '~/lib/forms/field-rules'
import { m } from '~/paraglide/messages'

export type KeyFormValues = {
  label: string
  accounts: number[]
  trade: boolean
  webhook: boolean
  /** Addresses or CIDR ranges, one a line (commas and spaces also part them). */
  ip_allow: string
  code: string
}

export const emptyKeyForm: KeyFormValues = {
  label: '',
  accounts: [],
  trade: false,
  webhook: false,
  ip_allow: '',
  code: '',
}

/** The allow-list's entries as typed: parted by new lines, commas or spaces. */
export function allowListEntries(text: string): string[] {
  return text
    .split(/[\s,،]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
}

export const keyFormRules = (twoFactor: boolean) =>
  formRules<KeyFormValues>({
    label: (value) => {
      const label = value.trim()
      if (label === '') return m.api_keys_validation_label_required()
      return label.length > 60 ? m.api_keys_validation_label_long() : undefined
    },
    accounts: (value) => (value.length === 0 ? m.api_keys_validation_accounts() : undefined),
    webhook: (value, form) =>
      value && !form.trade ? m.api_keys_validation_webhook_trade() : undefined,
    ip_allow: (value) =>
      allowListEntries(value).length > 20 ? m.api_keys_validation_ip_many() : undefined,
    code: (value) => {
      if (!twoFactor) return undefined
      return /^\d{6}$/.test(value.trim()) ? undefined : m.api_keys_validation_code()
    },
  })
