/** The catalogue's create and edit dialogs (issue 25): challenges and features. */

import type { z } from 'zod'
import type { staffChallenge, staffFeature } from '#contract/staff.ts'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import {
  createStaffChallenge,
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

export function NewChallengeDialog({ onSaved }: { onSaved: () => Promise<unknown> }) {
  return (
    <FieldsDialog
      trigger={<Button>{m.staff_new_challenge()}</Button>}
      title={m.staff_new_challenge()}
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
