/** The catalogue's create and edit dialogs (issues 25 and 32): challenges and features. */

import type { z } from 'zod'
import { featureEffects } from '#contract/challenges.ts'
import type { staffChallenge, staffFeature } from '#contract/staff.ts'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import {
  createStaffChallenge,
  createStaffFeature,
  updateStaffChallenge,
  updateStaffFeature,
} from '~/server/generated/staff.functions'
import { type FieldSpec, FieldsDialog } from '../fields-dialog'

type Challenge = z.infer<typeof staffChallenge>
type Feature = z.infer<typeof staffFeature>

const challengeFields = (): FieldSpec[] => [
  { name: 'title_en', label: m.staff_title_en(), dir: 'auto' },
  { name: 'title_fa', label: m.staff_title_fa(), dir: 'auto' },
  { name: 'account_size', label: m.staff_col_size(), ltr: true, numeric: true },
  { name: 'price', label: m.staff_col_price(), ltr: true, numeric: true },
]

export function NewChallengeDialog({
  onSaved,
  program,
}: {
  onSaved: () => Promise<unknown>
  /** The program it is sold in (absent: the default program). */
  program?: { id: number; title: string }
}) {
  return (
    <FieldsDialog
      trigger={
        program ? (
          <Button size="sm" variant="outline">
            {m.staff_add_challenge()}
          </Button>
        ) : (
          <Button>{m.staff_new_challenge()}</Button>
        )
      }
      title={
        program ? m.staff_new_challenge_in({ program: program.title }) : m.staff_new_challenge()
      }
      description={m.staff_new_challenge_note()}
      fields={[{ name: 'code', label: m.staff_col_code(), ltr: true }, ...challengeFields()]}
      initial={{ code: '', title_en: '', title_fa: '', account_size: '', price: '' }}
      submit={m.staff_create()}
      onSave={async (v) => {
        await createStaffChallenge({
          data: {
            body: {
              code: v.code ?? '',
              title_en: v.title_en ?? '',
              title_fa: v.title_fa ?? '',
              account_size: v.account_size ?? '',
              price: v.price ?? '',
              ...(program ? { program_id: program.id } : {}),
              // Put on sale from the list, once its figures are checked.
              active: false,
            },
          },
        })
        await onSaved()
      }}
    />
  )
}

export function EditChallengeDialog({
  challenge,
  onSaved,
}: {
  challenge: Challenge
  onSaved: () => Promise<unknown>
}) {
  return (
    <FieldsDialog
      trigger={
        <Button size="sm" variant="outline">
          {m.staff_edit()}
        </Button>
      }
      title={m.staff_edit_challenge({ title: challenge.title_en })}
      description={m.staff_catalogue_note()}
      fields={challengeFields()}
      initial={{
        title_en: challenge.title_en,
        title_fa: challenge.title_fa,
        account_size: challenge.account_size,
        price: challenge.price,
      }}
      submit={m.staff_save()}
      onSave={async (v) => {
        await updateStaffChallenge({
          data: {
            params: { challengeId: challenge.id },
            body: {
              title_en: v.title_en,
              title_fa: v.title_fa,
              account_size: v.account_size,
              price: v.price,
            },
          },
        })
        await onSaved()
      }}
    />
  )
}

export function EditFeatureDialog({
  feature,
  onSaved,
}: {
  feature: Feature
  onSaved: () => Promise<unknown>
}) {
  return (
    <FieldsDialog
      trigger={
        <Button size="sm" variant="outline">
          {m.staff_edit()}
        </Button>
      }
      title={m.staff_edit_feature({ title: feature.title_en })}
      description={m.staff_catalogue_note()}
      columns={1}
      fields={[
        { name: 'title_en', label: m.staff_title_en(), dir: 'auto' },
        { name: 'title_fa', label: m.staff_title_fa(), dir: 'auto' },
        { name: 'description_en', label: m.staff_description_en(), dir: 'auto' },
        { name: 'description_fa', label: m.staff_description_fa(), dir: 'auto' },
        { name: 'price_percent', label: m.staff_col_price_percent(), ltr: true, numeric: true },
      ]}
      initial={{
        title_en: feature.title_en,
        title_fa: feature.title_fa,
        description_en: feature.description_en,
        description_fa: feature.description_fa,
        price_percent: feature.price_percent,
      }}
      submit={m.staff_save()}
      onSave={async (v) => {
        await updateStaffFeature({ data: { params: { featureId: feature.id }, body: v } })
        await onSaved()
      }}
    />
  )
}

export const effectText = (code: (typeof featureEffects)[number]) =>
  ({
    profit_share_90: m.staff_feature_effect_profit_share_90,
    no_time_limit: m.staff_feature_effect_no_time_limit,
    biweekly_payouts: m.staff_feature_effect_biweekly_payouts,
    leverage_1_50: m.staff_feature_effect_leverage_1_50,
  })[code]()

/** A feature is one effect with its own figure (decision 567); it starts off sale. */
export function NewFeatureDialog({ onSaved }: { onSaved: () => Promise<unknown> }) {
  return (
    <FieldsDialog
      trigger={
        <Button size="sm" variant="outline">
          {m.staff_new_feature()}
        </Button>
      }
      title={m.staff_new_feature()}
      description={m.staff_new_feature_note()}
      columns={2}
      fields={[
        {
          name: 'code',
          label: m.staff_feature_effect(),
          options: featureEffects.map((code) => [code, effectText(code)]),
        },
        { name: 'effect_value', label: m.staff_feature_effect_value(), ltr: true, numeric: true },
        { name: 'title_en', label: m.staff_title_en(), dir: 'auto' },
        { name: 'title_fa', label: m.staff_title_fa(), dir: 'auto' },
        { name: 'description_en', label: m.staff_description_en(), dir: 'auto' },
        { name: 'description_fa', label: m.staff_description_fa(), dir: 'auto' },
        { name: 'price_percent', label: m.staff_col_price_percent(), ltr: true, numeric: true },
      ]}
      initial={{
        code: 'leverage_1_50',
        effect_value: '',
        title_en: '',
        title_fa: '',
        description_en: '',
        description_fa: '',
        price_percent: '',
      }}
      submit={m.staff_create()}
      onSave={async (v) => {
        await createStaffFeature({
          data: {
            body: {
              code: featureEffects.find((c) => c === v.code) ?? 'leverage_1_50',
              effect_value: v.effect_value ?? '',
              title_en: v.title_en ?? '',
              title_fa: v.title_fa ?? '',
              description_en: v.description_en ?? '',
              description_fa: v.description_fa ?? '',
              price_percent: v.price_percent ?? '',
              active: false,
            },
          },
        })
        await onSaved()
      }}
    />
  )
}
