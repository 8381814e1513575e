/**
 * Issue 37 §5: the auth and profile forms' fields are written once
 * (app/components/forms/form-hook.tsx, TanStack Form's createFormHook, and
 * its extension components/fields/code-and-phone-fields.tsx), each
 * with its label, keyboard, autofill and direction; the forms name fields,
 * not input blocks. (Typing, checks and upstream errors in a browser:
 * tests/e2e/web/auth-validation.spec.ts, auth-journey.spec.ts.)
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeEach, describe, expect, it } from 'vitest'
import { useCodeForm } from '~/components/fields/code-and-phone-fields'
import { FieldsForm, useServerChecks } from '~/components/forms/form-hook'
import { formRules } from '~/lib/forms/field-rules'
import { pageLocale } from './page-locale'

pageLocale('en')

const EMPTY = { email: '', password: '', code: '', second: '', phone: '', note: '' }

function AllFields({ values = EMPTY }: { values?: typeof EMPTY }) {
  const { checks, server } = useServerChecks(formRules<typeof EMPTY>({}), async () => {})
  const form = useCodeForm({ defaultValues: values, ...checks })
  return (
    <FieldsForm form={form} server={server} label="All fields">
      <form.AppField name="email">{(field) => <field.EmailField />}</form.AppField>
      <form.AppField name="password">
        {(field) => <field.PasswordField autoComplete="new-password" hint="Eight or more" />}
      </form.AppField>
      <form.AppField name="code">{(field) => <field.CodeField />}</form.AppField>
      <form.AppField name="second">{(field) => <field.SecondFactorField />}</form.AppField>
      <form.AppField name="phone">{(field) => <field.PhoneField />}</form.AppField>
      <form.AppField name="note">{(field) => <field.TextField label="Note" />}</form.AppField>
      <form.SubmitButton>Send</form.SubmitButton>
    </FieldsForm>
  )
}

/** The attributes of the input named `name`, as the server renders them. */
function input(html: string, name: string): Record<string, string | undefined> {
  const tag = html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0]
  if (!tag) throw new Error(`no input named ${name}`)
  // React writes some names in camel case (autoComplete): compared in lower case.
  return Object.fromEntries(
    [...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [String(a[1]).toLowerCase(), a[2]]),
  )
}

/** The text of the label that points at the input named `name`. */
function labelOf(html: string, name: string): string | undefined {
  const id = input(html, name).id
  return html.match(new RegExp(`<label[^>]*for="${id}"[^>]*>([^<]*)</label>`))?.[1]
}

describe('the auth and profile fields', () => {
  let html = ''
  beforeEach(() => {
    html = renderToStaticMarkup(<AllFields />)
  })

  it('e-mail: its label, the e-mail keyboard and autofill, left to right', () => {
    expect(labelOf(html, 'email')).toBe('Email')
    expect(input(html, 'email')).toMatchObject({
      type: 'email',
      autocomplete: 'email',
      inputmode: 'email',
      dir: 'ltr',
    })
  })

  it('password: hidden, the autofill the form asks for, its hint described', () => {
    const attrs = input(html, 'password')
    expect(labelOf(html, 'password')).toBe('Password')
    expect(attrs).toMatchObject({ type: 'password', autocomplete: 'new-password', dir: 'ltr' })
    expect(html).toContain(`id="${attrs['aria-describedby']}"`)
    expect(html).toContain('Eight or more')
  })

  it('a sent code: five digits on the number pad, filled from the message', () => {
    expect(labelOf(html, 'code')).toBe('Verification code')
    expect(input(html, 'code')).toMatchObject({
      inputmode: 'numeric',
      autocomplete: 'one-time-code',
      maxlength: '5',
      dir: 'ltr',
    })
  })

  it('a second factor: room for a recovery code, not the number pad', () => {
    const attrs = input(html, 'second')
    expect(attrs).toMatchObject({ autocomplete: 'one-time-code', maxlength: '11', dir: 'ltr' })
    expect(attrs.inputmode).toBeUndefined()
  })

  it('phone: the phone keyboard, an example number and the hint', () => {
    expect(labelOf(html, 'phone')).toBe('Phone number')
    expect(input(html, 'phone')).toMatchObject({
      type: 'tel',
      autocomplete: 'tel',
      inputmode: 'tel',
      placeholder: '+989121234567',
    })
  })

  it('plain text takes its own direction; the form has no browser bubbles and one submit', () => {
    expect(input(html, 'note').dir).toBe('auto')
    expect(html).toMatch(/<form[^>]*novalidate=""[^>]*aria-label="All fields"/i)
    expect(html.match(/type="submit"/g)).toHaveLength(1)
  })

  it('shows what the form holds', () => {
    const filled = renderToStaticMarkup(
      <AllFields values={{ ...EMPTY, email: 'a@b.co', code: '12345' }} />,
    )
    expect(input(filled, 'email').value).toBe('a@b.co')
    expect(input(filled, 'code').value).toBe('12345')
  })
})

describe('the forms use them', () => {
  const root = path.resolve(import.meta.dirname, '../../../app')
  const forms = [
    ...readdirSync(path.join(root, 'routes/_auth')).map((f) => `routes/_auth/${f}`),
    'components/profile/code-step.tsx',
    'components/profile/phone-contact.tsx',
    'components/profile/security/code-form.tsx',
    'components/profile/security/password-form.tsx',
  ]

  it.each(forms)('%s writes no input block of its own', (file) => {
    const source = readFileSync(path.join(root, file), 'utf8')
    expect(source).not.toMatch(/<TextField\b|form\.Field\b|useForm\(/)
  })
})
