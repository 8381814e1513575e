import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { z } from 'zod/mini'
import type { CouponBody, StaffCoupon } from '#contract/staff.ts'
import { SelectField } from '~/components/fields/choice-and-text-fields'
import { Form } from '~/components/forms/form'
import { SubmitButton } from '~/components/forms/submit-button'
import { TextField } from '~/components/forms/text-field'
import { Button } from '~/components/ui/button'
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '~/components/ui/dialog'
import { useServerErrors } from '~/lib/forms/server-errors'
import { staffKeys } from '~/lib/queries/staff'
import { showToast } from '~/lib/toast'
import { m } from '~/paraglide/messages'
import { createStaffCoupon, updateStaffCoupon } from '~/server/generated/staff.functions'

const filled = (v: string) => v.trim() !== ''
const wholeOrEmpty = (v: string) => !filled(v) || /^[1-9]\d{0,6}$/.test(v.trim())

const schema = () =>
  z.object({
    code: z.string().check(z.refine(filled, { error: () => m.staff_validation_code_required() })),
    kind: z.string().check(z.refine(filled, { error: () => m.staff_validation_kind_required() })),
    value: z.string().check(
      z.refine(filled, { error: () => m.staff_validation_value_required() }),
      z.refine((v) => !filled(v) || (/^\d+(\.\d+)?$/.test(v.trim()) && /[1-9]/.test(v)), {
        error: () => m.money_validation_amount_invalid(),
      }),
    ),
    starts_at: z.string(),
    ends_at: z.string(),
    usage_limit: z
      .string()
      .check(z.refine(wholeOrEmpty, { error: () => m.staff_validation_whole() })),
    per_user_limit: z
      .string()
      .check(z.refine(wholeOrEmpty, { error: () => m.staff_validation_whole() })),
    challenge_ids: z.array(z.number()),
  })

/** A `datetime-local` value (UTC, as the console shows times) to an ISO timestamp. */
const isoOrNull = (v: string) => (filled(v) ? new Date(`${v}:00Z`).toISOString() : null)
const limitOrNull = (v: string) => (filled(v) ? Number(v) : null)

/** An ISO timestamp as a `datetime-local` value in UTC (what the console shows). */
const localUtc = (iso: string | null) => (iso ? iso.slice(0, 16) : '')

/**
 * Creating a coupon (admin): percent or fixed, a validity window and
 * limits, and the challenges it applies to (none ticked: every one);
 * with `coupon`, editing it.
 */
export interface CouponChallenge {
  id: number
  title: string
}

export function CouponDialog({
  coupon,
  challenges,
}: {
  coupon?: StaffCoupon
  /** The catalogue's challenges, to limit the coupon to some of them. */
  challenges: CouponChallenge[]
}) {
  const [open, setOpen] = useState(false)
  const server = useServerErrors()
  const queryClient = useQueryClient()
  // The console says "created"/"saved" itself: the answer (whose message says the same) is not
  // handed to the mutation, or the toast would show twice (issue 25).
  const save = useMutation({
    mutationFn: async (body: CouponBody) => {
      await (coupon
        ? updateStaffCoupon({ data: { params: { couponId: coupon.id }, body } })
        : createStaffCoupon({ data: { body } }))
    },
    meta: { fieldErrorsShown: true },
  })
  const title = coupon ? m.staff_edit_coupon({ code: coupon.code }) : m.staff_new_coupon()
  const form = useForm({
    defaultValues: {
      code: coupon?.code ?? '',
      kind: (coupon?.kind ?? 'percent') as string,
      value: coupon?.value ?? '',
      starts_at: localUtc(coupon?.starts_at ?? null),
      ends_at: localUtc(coupon?.ends_at ?? null),
      usage_limit: coupon?.usage_limit?.toString() ?? '',
      per_user_limit: coupon?.per_user_limit?.toString() ?? '',
      challenge_ids: coupon?.challenge_ids ?? ([] as number[]),
    },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema() },
    onSubmit: async ({ value, formApi }) => {
      try {
        await save.mutateAsync({
          code: value.code.trim(),
          kind: value.kind as 'percent' | 'fixed',
          value: value.value.trim(),
          starts_at: isoOrNull(value.starts_at),
          ends_at: isoOrNull(value.ends_at),
          usage_limit: limitOrNull(value.usage_limit),
          per_user_limit: limitOrNull(value.per_user_limit),
          active: coupon?.active ?? true,
          challenge_ids: value.challenge_ids,
        })
        showToast('success', coupon ? m.staff_coupon_saved() : m.staff_coupon_created())
        await queryClient.invalidateQueries({ queryKey: staffKeys.all })
        if (!coupon) formApi.reset()
        setOpen(false)
      } catch (error) {
        server.take(error)
      }
    },
  })
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {coupon ? (
          <Button size="sm" variant="outline">
            {m.staff_edit()}
          </Button>
        ) : (
          <Button>{m.staff_new_coupon()}</Button>
        )}
      </DialogTrigger>
      <DialogContent closeLabel={m.money_dialog_close()}>
        <DialogTitle>{title}</DialogTitle>
        <Form onSubmit={() => void form.handleSubmit()} label={title}>
          <form.Field name="code">
            {(f) => <TextField field={f} server={server} label={m.staff_col_code()} dir="ltr" />}
          </form.Field>
          <div className="grid grid-cols-2 gap-3">
            <form.Field name="kind">
              {(f) => (
                <SelectField
                  field={f}
                  server={server}
                  label={m.staff_col_kind()}
                  placeholder={m.staff_choose()}
                  options={[
                    { value: 'percent', label: m.staff_kind_percent() },
                    { value: 'fixed', label: m.staff_kind_fixed() },
                  ]}
                />
              )}
            </form.Field>
            <form.Field name="value">
              {(f) => (
                <TextField
                  field={f}
                  server={server}
                  label={m.staff_col_value()}
                  inputMode="decimal"
                  dir="ltr"
                />
              )}
            </form.Field>
            <form.Field name="starts_at">
              {(f) => (
                <TextField
                  field={f}
                  server={server}
                  label={m.staff_col_starts()}
                  type="datetime-local"
                  dir="ltr"
                />
              )}
            </form.Field>
            <form.Field name="ends_at">
              {(f) => (
                <TextField
                  field={f}
                  server={server}
                  label={m.staff_col_ends()}
                  type="datetime-local"
                  dir="ltr"
                />
              )}
            </form.Field>
            <form.Field name="usage_limit">
              {(f) => (
                <TextField
                  field={f}
                  server={server}
                  label={m.staff_col_usage_limit()}
                  inputMode="numeric"
                  dir="ltr"
                />
              )}
            </form.Field>
            <form.Field name="per_user_limit">
              {(f) => (
                <TextField
                  field={f}
                  server={server}
                  label={m.staff_col_per_user_limit()}
                  inputMode="numeric"
                  dir="ltr"
                />
              )}
            </form.Field>
          </div>
          <form.Field name="challenge_ids">
            {(f) => (
              <fieldset className="grid gap-1.5" data-testid="coupon-challenges">
                <legend className="mb-1 font-medium text-sm">{m.staff_coupon_challenges()}</legend>
                <p className="text-muted-foreground text-xs">{m.staff_coupon_challenges_hint()}</p>
                <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
                  {challenges.map((c) => (
                    <label key={c.id} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        checked={f.state.value.includes(c.id)}
                        onChange={(e) =>
                          f.handleChange(
                            e.target.checked
                              ? [...f.state.value, c.id].sort((a, b) => a - b)
                              : f.state.value.filter((id) => id !== c.id),
                          )
                        }
                      />
                      <span dir="auto">{c.title}</span>
                    </label>
                  ))}
                </div>
                {server.of('challenge_ids') ? (
                  <p className="text-destructive text-sm" role="alert">
                    {server.of('challenge_ids')}
                  </p>
                ) : null}
              </fieldset>
            )}
          </form.Field>
          <form.Subscribe selector={(s) => s.isSubmitting}>
            {(submitting) => (
              <SubmitButton busy={submitting}>
                {coupon ? m.staff_save() : m.staff_create()}
              </SubmitButton>
            )}
          </form.Subscribe>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
