/**
 * The code and phone fields of the auth and profile forms: the sign-in
 * form's hook (components/forms/form-hook.tsx) extended with them. Apart
 * from it so that /signin's first load carries neither them nor their
 * texts (decision 517); a form that needs them makes itself with
 * `useCodeForm` instead of `useAppForm`.
 */
import { type BoundProps, BoundTextField, extendForm } from '~/components/forms/form-hook'
import { asciiDigits } from '~/lib/forms/digits'
import { m } from '~/paraglide/messages'

/** The five digits a message or an e-mail brought (Persian digits typed are sent in ASCII). */
function CodeField({ label = m.field_code(), ...props }: BoundProps) {
  return (
    <BoundTextField
      label={label}
      normalize={asciiDigits}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={5}
      dir="ltr"
      {...props}
    />
  )
}

/** An authenticator's six digits or a recovery code ("xxxxx-xxxxx"). */
function SecondFactorField({ label = m.two_factor_code_label(), ...props }: BoundProps) {
  return (
    <BoundTextField
      label={label}
      normalize={asciiDigits}
      autoComplete="one-time-code"
      maxLength={11}
      dir="ltr"
      {...props}
    />
  )
}

function PhoneField({ label = m.field_phone(), ...props }: BoundProps) {
  return (
    <BoundTextField
      label={label}
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      normalize={asciiDigits}
      dir="ltr"
      placeholder="+989121234567"
      hint={m.verify_phone_hint()}
      {...props}
    />
  )
}

export const { useAppForm: useCodeForm } = extendForm({
  fieldComponents: { CodeField, SecondFactorField, PhoneField },
})
