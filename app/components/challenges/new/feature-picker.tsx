/** The add-on features: each with its price and a dialog explaining it. */
import { Info } from 'lucide-react'
import type { Feature } from '#contract/challenges.ts'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog'
import { featurePrice } from '~/lib/challenges/checkout-invoice'
import { formatPercent, formatUsdt } from '~/lib/challenges/format'
import { m } from '~/paraglide/messages'
import { ChoiceCard } from './choice-card'

export function FeaturePicker({
  features,
  selected,
  onToggle,
  challengePrice,
}: {
  features: Feature[]
  selected: number[]
  onToggle: (id: number, on: boolean) => void
  challengePrice: string | null
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 font-semibold">{m.challenges_features_heading()}</legend>
      {features.map((feature) => (
        <ChoiceCard
          key={feature.id}
          type="checkbox"
          name="features"
          testId={`feature-${feature.code}`}
          checked={selected.includes(feature.id)}
          onChange={(on) => onToggle(feature.id, on)}
          title={feature.title}
          detail={
            challengePrice
              ? m.challenges_feature_price({
                  percent: formatPercent(feature.price_percent),
                  price: formatUsdt(featurePrice(challengePrice, feature.price_percent)),
                })
              : m.challenges_feature_percent({ percent: formatPercent(feature.price_percent) })
          }
          aside={<FeatureInfo feature={feature} />}
        />
      ))}
    </fieldset>
  )
}

function FeatureInfo({ feature }: { feature: Feature }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={m.challenges_feature_about({ title: feature.title })}
        >
          <Info aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={m.challenges_close()}>
        <DialogTitle>{feature.title}</DialogTitle>
        <DialogDescription>{feature.description}</DialogDescription>
        <p className="text-sm">
          {m.challenges_feature_percent({ percent: formatPercent(feature.price_percent) })}
        </p>
      </DialogContent>
    </Dialog>
  )
}
