/**
 * The discount code: checked with checkCoupon for the order as it stands,
 * and checked again whenever the challenge or the features change (the
 * discount depends on the order price).
 */
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { LtrFigure } from '~/components/ui/ltr-figure'
import { formatUsdt } from '~/lib/challenges/format'
import { asHttpError, firstFieldErrors } from '~/lib/http-error'
import { m } from '~/paraglide/messages'
import { checkCoupon } from '~/server/generated/payments.functions'

export function useCouponCheck(
  code: string | null,
  challengeId: number | null,
  features: number[],
) {
  return useQuery({
    queryKey: ['payments', 'coupon', code, challengeId, [...features].sort()],
    enabled: Boolean(code && challengeId),
    retry: false,
    staleTime: 60_000,
    queryFn: async () =>
      (
        await checkCoupon({
          data: { body: { challenge_id: challengeId ?? 0, features, coupon: code ?? '' } },
        })
      ).data,
  })
}

export function couponError(error: unknown): string | null {
  if (!error) return null
  const fields = firstFieldErrors(error)
  return (
    fields.coupon ??
    fields.challenge_id ??
    asHttpError(error)?.message ??
    m.challenges_coupon_failed()
  )
}

export function CouponField({
  applied,
  onApply,
  check,
  disabled,
}: {
  applied: string | null
  onApply: (code: string | null) => void
  check: ReturnType<typeof useCouponCheck>
  disabled: boolean
}) {
  const [text, setText] = useState(applied ?? '')
  const [empty, setEmpty] = useState(false)
  const error = empty ? m.challenges_coupon_required() : applied ? couponError(check.error) : null
  return (
    <div className="grid gap-2">
      <label htmlFor="coupon" className="font-semibold">
        {m.challenges_coupon_label()}
      </label>
      <div className="flex gap-2">
        <Input
          id="coupon"
          value={text}
          autoComplete="off"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'coupon-error' : undefined}
          onChange={(event) => {
            setText(event.target.value)
            setEmpty(false)
            if (applied) onApply(null)
          }}
        />
        <Button
          type="button"
          variant="outline"
          disabled={disabled || check.isFetching}
          onClick={() => {
            const code = text.trim()
            setEmpty(code === '')
            onApply(code === '' ? null : code)
          }}
        >
          {m.challenges_coupon_apply()}
        </Button>
      </div>
      {error ? (
        <p id="coupon-error" role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
      {applied && check.data ? (
        <dl className="grid grid-cols-2 gap-1 text-sm" data-testid="coupon-result">
          <dt className="text-muted-foreground">{m.challenges_order_price()}</dt>
          <dd className="text-end">
            <LtrFigure>{formatUsdt(check.data.order_price)}</LtrFigure>
          </dd>
          <dt className="text-muted-foreground">{m.challenges_discount()}</dt>
          <dd className="text-end text-long">
            <LtrFigure>{formatUsdt(check.data.discount)}</LtrFigure>
          </dd>
        </dl>
      ) : null}
    </div>
  )
}
