/**
 * The browser's validation of the auth and profile forms: the rules and
 * texts of spec §5 (the contract's, in the visitor's language). Plain rules
 * (field-rules.ts), not a schema library, for the sign-in page's first-load
 * budget (decision 330); messages are computed when a form is checked, so
 * they follow a language switch. Each field reports one text at a time.
 * The sign-in form's rules are in sign-in-rules.ts: /signin loads only
 * those (decision 517).
 */
import { m } from '~/paraglide/messages'
import { type FieldRule, formRules, required, requiredMatching } from './field-rules'
import { emailField, passwordField } from './sign-in-rules'

export { signInSchema } from './sign-in-rules'

// Five characters that are not all digits: say digits (a length message would mislead).
const codeField: FieldRule<string, unknown> = (value) => {
  const code = value.trim()
  if (code === '') return m.validation_code_required()
  if (code.length !== 5) return m.validation_code_length()
  return /^\d{5}$/.test(code) ? undefined : m.validation_code_digits()
}

const phoneField = requiredMatching(
  () => m.validation_phone_required(),
  /^\+?[0-9]{8,15}$/,
  () => m.validation_phone_invalid(),
)

const latinName = (message: () => string) =>
  requiredMatching(message, /^[A-Za-z][A-Za-z .'-]*$/, () => m.validation_latin_letters())

// Says a mismatch while other fields still have errors too.
const passwordConfirmation: FieldRule<string, { password: string }> = (value, form) =>
  value === ''
    ? m.validation_password_confirmation_required()
    : value !== form.password
      ? m.validation_password_confirmation_mismatch()
      : undefined

type SignUp = {
  email: string
  password: string
  password_confirmation: string
  referral: string
}

export const signUpSchema = () =>
  formRules<SignUp>({
    email: emailField,
    password: passwordField,
    password_confirmation: passwordConfirmation,
  })

export const forgotPasswordSchema = () => formRules<{ email: string }>({ email: emailField })

/** Spec §5: code required, new password required (and as long as sign-up's). */
export const changePasswordSchema = () =>
  formRules<{ email: string; code: string; password: string }>({
    email: emailField,
    code: codeField,
    password: passwordField,
  })

type NewPassword = { current_password: string; password: string; password_confirmation: string }

/**
 * Profile → Security: the current password, the new one twice. An account
 * made with Google has no current password to give (decision 467).
 */
export const newPasswordSchema = (hasPassword = true) =>
  formRules<NewPassword>({
    current_password: hasPassword
      ? required(() => m.validation_current_password_required())
      : undefined,
    password: passwordField,
    password_confirmation: passwordConfirmation,
  })

export const phoneSchema = () => formRules<{ phone: string }>({ phone: phoneField })

export const codeSchema = () => formRules<{ code: string }>({ code: codeField })

export const nameSchema = () =>
  formRules<{ name: string }>({ name: required(() => m.validation_name_required()) })

export const baseInfoSchema = () =>
  formRules<{
    firstName: string
    lastName: string
    firstNameEN: string
    lastNameEN: string
    confirm: boolean
  }>({
    firstName: required(() => m.validation_first_name_required()),
    lastName: required(() => m.validation_last_name_required()),
    firstNameEN: latinName(() => m.validation_first_name_en_required()),
    lastNameEN: latinName(() => m.validation_last_name_en_required()),
  })

/** An authenticator's 6 digits, or a recovery code ("xxxxx-xxxxx"). */
export const secondFactorSchema = () =>
  formRules<{ code: string }>({
    code: requiredMatching(
      () => m.validation_code_required(),
      /^(\d{6}|[A-Za-z2-7]{5}-?[A-Za-z2-7]{5})$/,
      () => m.two_factor_code_invalid(),
    ),
  })

/** Only an authenticator's 6 digits (turning two-factor on, new recovery codes). */
export const totpSchema = () =>
  formRules<{ code: string }>({
    code: requiredMatching(
      () => m.validation_code_required(),
      /^\d{6}$/,
      () => m.two_factor_code_digits(),
    ),
  })
