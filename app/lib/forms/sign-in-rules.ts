/**
 * The sign-in form's rules (e-mail and password, spec §5), apart from the
 * other auth and profile forms' (schemas.ts): /signin's first load carries
 * these and their four texts only (decisions 330, 517).
 */
import { m } from '~/paraglide/messages'
import { type FieldRule, formRules, requiredMatching } from './field-rules'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const emailField = requiredMatching(
  () => m.validation_email_required(),
  EMAIL,
  () => m.validation_email_invalid(),
)

// Not trimmed: a password of spaces is a password.
export const passwordField: FieldRule<string, unknown> = (value) =>
  value === ''
    ? m.validation_password_required()
    : value.length < 8
      ? m.validation_password_min()
      : undefined

export const signInSchema = () =>
  formRules<{ email: string; password: string }>({ email: emailField, password: passwordField })
