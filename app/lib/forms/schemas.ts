/**
 * The browser's validation of the auth and profile forms: the rules and
 * texts of spec §5 (the contract's, in the visitor's language). zod/mini
 * keeps them small enough for the sign-in page's first-load budget;
 * messages are functions so they follow a language switch.
 */
import { z } from 'zod/mini'
import { m } from '~/paraglide/messages'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

// Each field reports one text at a time: a check after "required" passes
// on an empty value (not `abort`, which would also silence the object's
// own checks, such as the password confirmation).
const filled = (v: string) => v.trim() !== ''

const required = (message: () => string) => z.string().check(z.refine(filled, { error: message }))

/** Required, then (once there is something) matching `pattern`. */
const requiredMatching = (whenEmpty: () => string, pattern: RegExp, invalid: () => string) =>
  z.string().check(
    z.refine(filled, { error: whenEmpty }),
    z.refine((v) => !filled(v) || pattern.test(v.trim()), { error: invalid }),
  )

export const emailField = () =>
  requiredMatching(
    () => m.validation_email_required(),
    EMAIL,
    () => m.validation_email_invalid(),
  )

export const passwordField = () =>
  z.string().check(
    z.minLength(1, { error: () => m.validation_password_required() }),
    z.refine((v) => v === '' || v.length >= 8, { error: () => m.validation_password_min() }),
  )

export const codeField = () =>
  requiredMatching(
    () => m.validation_code_required(),
    /^\d{5}$/,
    () => m.validation_code_length(),
  )

export const phoneField = () =>
  requiredMatching(
    () => m.validation_phone_required(),
    /^\+?[0-9]{8,15}$/,
    () => m.validation_phone_invalid(),
  )

const latinName = (message: () => string) =>
  requiredMatching(message, /^[A-Za-z][A-Za-z .'-]*$/, () => m.validation_latin_letters())

export const signInSchema = () => z.object({ email: emailField(), password: passwordField() })

export const signUpSchema = () =>
  z
    .object({
      email: emailField(),
      password: passwordField(),
      password_confirmation: z
        .string()
        .check(z.minLength(1, { error: () => m.validation_password_confirmation_required() })),
      referral: z.string(),
    })
    .check(
      z.refine((v) => v.password_confirmation === '' || v.password === v.password_confirmation, {
        path: ['password_confirmation'],
        error: () => m.validation_password_confirmation_mismatch(),
        // Say so while other fields still have errors too.
        when: (payload) => typeof payload.value === 'object' && payload.value !== null,
      }),
    )

export const forgotPasswordSchema = () => z.object({ email: emailField() })

/** Spec §5: code required, new password required (and as long as sign-up's). */
export const changePasswordSchema = () =>
  z.object({ email: emailField(), code: codeField(), password: passwordField() })

export const phoneSchema = () => z.object({ phone: phoneField() })

export const codeSchema = () => z.object({ code: codeField() })

export const nameSchema = () => z.object({ name: required(() => m.validation_name_required()) })

export const baseInfoSchema = () =>
  z.object({
    firstName: required(() => m.validation_first_name_required()),
    lastName: required(() => m.validation_last_name_required()),
    firstNameEN: latinName(() => m.validation_first_name_en_required()),
    lastNameEN: latinName(() => m.validation_last_name_en_required()),
    confirm: z.boolean(),
  })
