/**
 * The browser's validation of the auth and profile forms: the rules and
 * texts of spec §5 (the contract's, in the visitor's language). zod/mini
 * keeps them small enough for the sign-in page's first-load budget;
 * messages are functions so they follow a language switch.
 */
import { z } from 'zod/mini'
import { m } from '~/paraglide/messages'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const emailField = () =>
  z.string().check(
    z.refine((v) => v.trim() !== '', { error: () => m.validation_email_required(), abort: true }),
    z.refine((v) => EMAIL.test(v.trim()), { error: () => m.validation_email_invalid() }),
  )

export const passwordField = () =>
  z
    .string()
    .check(
      z.minLength(1, { error: () => m.validation_password_required(), abort: true }),
      z.minLength(8, { error: () => m.validation_password_min() }),
    )

const required = (message: () => string) =>
  z.string().check(z.refine((v) => v.trim() !== '', { error: message }))

export const codeField = () =>
  z.string().check(
    z.refine((v) => v.trim() !== '', { error: () => m.validation_code_required(), abort: true }),
    z.refine((v) => /^\d{5}$/.test(v.trim()), { error: () => m.validation_code_length() }),
  )

export const phoneField = () =>
  z.string().check(
    z.refine((v) => v.trim() !== '', { error: () => m.validation_phone_required(), abort: true }),
    z.refine((v) => /^\+?[0-9]{8,15}$/.test(v.trim()), {
      error: () => m.validation_phone_invalid(),
    }),
  )

const latinName = (message: () => string) =>
  z.string().check(
    z.refine((v) => v.trim() !== '', { error: message, abort: true }),
    z.refine((v) => /^[A-Za-z][A-Za-z .'-]*$/.test(v.trim()), {
      error: () => m.validation_latin_letters(),
    }),
  )

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
