/**
 * The new-challenge page below the steps table: choose a challenge,
 * features, provider, credit and coupon; the invoice; the rules dialog;
 * then payments/request and off to the provider (or straight to success
 * when the order is free). Open to visitors, who are asked to sign in to
 * pay. Errors show here, not as toasts (spec §6: a quiet page).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { Challenge, Feature } from '#contract/challenges.ts'
import { Button } from '~/components/ui/button'
import { checkoutInvoice } from '~/lib/challenges/checkout-invoice'
import { formatUsdt } from '~/lib/challenges/format'
import { stepsCountText } from '~/lib/challenges/phases'
import { groupByProgram } from '~/lib/challenges/program-rules'
import { formatMoney } from '~/lib/format'
import { asHttpError, firstFieldErrors } from '~/lib/http-error'
import { challengeKeys } from '~/lib/queries/challenges'
import { paymentProvidersQuery } from '~/lib/queries/payments'
import { creditBalanceQuery } from '~/lib/queries/user'
import type { CheckoutSearch } from '~/lib/search'
import { m } from '~/paraglide/messages'
import { requestPayment } from '~/server/payments.functions'
import { ChoiceCard } from './choice-card'
import { CouponField, useCouponCheck } from './coupon-field'
import { CreditField } from './credit-field'
import { FeaturePicker } from './feature-picker'
import { InvoiceCard } from './invoice-card'
import { RulesDialog } from './rules-dialog'

export function Checkout({
  challenges,
  features,
  rulesUrl,
  signedIn,
  initial = {},
}: {
  challenges: Challenge[]
  features: Feature[]
  rulesUrl: string
  signedIn: boolean
  /** Choices to start from (coming back from a failed payment); those no longer on sale are dropped. */
  initial?: CheckoutSearch
}) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [challengeId, setChallengeId] = useState<number | null>(() =>
    challenges.some((c) => c.id === initial.challenge) ? (initial.challenge ?? null) : null,
  )
  const [featureIds, setFeatureIds] = useState<number[]>(() =>
    features.filter((f) => initial.features?.includes(f.id)).map((f) => f.id),
  )
  const [providerId, setProviderId] = useState<number | null>(initial.provider ?? null)
  const [useCredit, setUseCredit] = useState(false)
  const [credit, setCredit] = useState('')
  const [coupon, setCoupon] = useState<string | null>(initial.coupon ?? null)
  const [rulesOpen, setRulesOpen] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const providers = useQuery({ ...paymentProvidersQuery(), enabled: signedIn })
  const balance = useQuery({ ...creditBalanceQuery(), enabled: signedIn })
  const couponCheck = useCouponCheck(coupon, challengeId, featureIds)
  const challenge = challenges.find((c) => c.id === challengeId) ?? null
  const offered = providers.data?.data ?? []
  const chosenProvider = offered.some((p) => p.id === providerId)
    ? providerId
    : (offered[0]?.id ?? null)

  const invoice = checkoutInvoice({
    challengePrice: challenge?.price ?? '0',
    featurePercents: features.filter((f) => featureIds.includes(f.id)).map((f) => f.price_percent),
    discount: coupon && couponCheck.data ? couponCheck.data.discount : null,
    useCredit,
    credit,
    creditAvailable: balance.data?.data.balance ?? '0',
  })

  const pay = useMutation({
    mutationFn: () =>
      requestPayment({
        data: {
          body: {
            challenge_id: challengeId ?? 0,
            features: featureIds,
            provider_id: chosenProvider,
            coupon: coupon && couponCheck.data ? coupon : null,
            credit: useCredit && invoice.credit !== '0.00' ? invoice.credit : null,
            accept_rules: true,
            expected_final_price: invoice.finalPrice,
          },
        },
      }),
    onSuccess: ({ data }) => {
      if (data.redirect_url) window.location.assign(data.redirect_url)
      else void navigate({ href: `/payments/callback/success?payment_id=${data.payment_id}` })
    },
    onError: (error) => {
      const fields = firstFieldErrors(error)
      // The catalogue changed since this page was served: the page (and the
      // open dialog's total) refetch the new prices, which the web's server
      // no longer caches, and the buyer decides again.
      if (fields.expected_final_price) {
        void queryClient.invalidateQueries({ queryKey: challengeKeys.all })
      }
      const first = Object.values(fields)[0]
      setProblem(first ?? asHttpError(error)?.message ?? m.challenges_pay_failed())
    },
  })

  const openRules = () => {
    if (!challenge) {
      setProblem(m.challenges_choose_required())
      return
    }
    if (invoice.creditError) return
    setProblem(null)
    setRulesOpen(true)
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div className="grid gap-6">
        <fieldset className="grid gap-4" data-tour="choose-challenge">
          <legend className="mb-3 font-semibold">{m.challenges_choose_heading()}</legend>
          {groupByProgram(challenges).map((group) => (
            <fieldset
              key={group.program.id}
              className="grid gap-2"
              data-testid={`program-group-${group.program.code}`}
            >
              <legend className="mb-2 font-medium text-sm">
                {m.programs_choose_group({
                  program: group.program.title,
                  shape: stepsCountText(group.program.steps.length),
                })}
              </legend>
              <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                {group.challenges.map((c) => (
                  <ChoiceCard
                    key={c.id}
                    type="radio"
                    name="challenge"
                    testId={`challenge-${c.id}`}
                    checked={challengeId === c.id}
                    onChange={() => {
                      setChallengeId(c.id)
                      setProblem(null)
                    }}
                    title={c.title}
                    detail={m.challenges_size_and_price({
                      size: formatMoney(c.account_size, { decimals: 0 }),
                      price: formatUsdt(c.price),
                    })}
                  />
                ))}
              </div>
            </fieldset>
          ))}
        </fieldset>
        <FeaturePicker
          features={features}
          selected={featureIds}
          challengePrice={challenge?.price ?? null}
          onToggle={(id, on) =>
            setFeatureIds((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)))
          }
        />
        <fieldset className="grid gap-3">
          <legend className="mb-3 font-semibold">{m.challenges_provider_heading()}</legend>
          {!signedIn ? (
            <p className="text-muted-foreground text-sm">{m.challenges_provider_signed_out()}</p>
          ) : (
            providers.data?.data.map((provider) => (
              <ChoiceCard
                key={provider.id}
                type="radio"
                name="provider"
                checked={chosenProvider === provider.id}
                onChange={() => setProviderId(provider.id)}
                title={provider.name}
                detail={provider.description}
              />
            ))
          )}
        </fieldset>
        <div className="grid gap-6 rounded-xl border bg-card p-5 md:grid-cols-2">
          <CreditField
            use={useCredit}
            onUse={setUseCredit}
            amount={credit}
            onAmount={setCredit}
            available={signedIn ? (balance.data?.data.balance ?? '0') : null}
            max={invoice.maxCredit}
            error={invoice.creditError}
          />
          <CouponField
            applied={coupon}
            onApply={setCoupon}
            check={couponCheck}
            disabled={!signedIn || !challenge}
          />
        </div>
      </div>
      <div className="grid gap-3 lg:sticky lg:top-20">
        <InvoiceCard
          invoice={invoice}
          action={
            signedIn ? (
              <Button size="lg" onClick={openRules} disabled={Boolean(invoice.creditError)}>
                {m.challenges_payment()}
              </Button>
            ) : (
              <Button size="lg" asChild>
                <Link to="/signin" search={{ returnURL: '/challenges/new' } as never}>
                  {m.challenges_sign_in_to_buy()}
                </Link>
              </Button>
            )
          }
        />
        {problem && !rulesOpen ? (
          <p role="alert" className="text-destructive text-sm">
            {problem}
          </p>
        ) : null}
        <a
          href={rulesUrl}
          target="_blank"
          rel="noreferrer"
          className="text-center text-primary text-sm underline-offset-4 hover:underline"
        >
          {m.challenges_rules_link()}
        </a>
      </div>
      <RulesDialog
        open={rulesOpen}
        onOpenChange={(open) => {
          setRulesOpen(open)
          if (!open) setProblem(null)
        }}
        rulesUrl={rulesUrl}
        finalPrice={formatUsdt(invoice.finalPrice)}
        paying={pay.isPending || pay.isSuccess}
        error={problem}
        onPay={() => pay.mutate()}
      />
    </div>
  )
}
