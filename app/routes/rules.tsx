/**
 * The public rules page (RULES_URL defaults to `${WEB_BASE_URL}/rules`):
 * rules.md in both languages, with the live step figures of the catalogue.
 */
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { StepsTable } from '~/components/challenges/new/steps-table'
import { PublicFrame } from '~/components/layout/public-frame'
import { challengeStepsQuery } from '~/lib/queries/challenges'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/rules')({
  head: () => ({ meta: [{ title: m.rules_title() }] }),
  loader: ({ context }) =>
    context.queryClient.prefetchQuery({ ...challengeStepsQuery(), retry: false }),
  component: RulesPage,
})

const sections = [
  [
    () => m.rules_catalogue_heading(),
    [() => m.rules_catalogue_1(), () => m.rules_catalogue_2(), () => m.rules_catalogue_3()],
  ],
  [
    () => m.rules_checkout_heading(),
    [
      () => m.rules_checkout_1(),
      () => m.rules_checkout_2(),
      () => m.rules_checkout_3(),
      () => m.rules_checkout_4(),
    ],
  ],
  [
    () => m.rules_evaluation_heading(),
    [
      () => m.rules_evaluation_1(),
      () => m.rules_evaluation_2(),
      () => m.rules_evaluation_3(),
      () => m.rules_evaluation_4(),
      () => m.rules_evaluation_5(),
      () => m.rules_evaluation_6(),
      () => m.rules_evaluation_7(),
      () => m.rules_evaluation_8(),
    ],
  ],
  [
    () => m.rules_real_heading(),
    [
      () => m.rules_real_1(),
      () => m.rules_real_2(),
      () => m.rules_real_3(),
      () => m.rules_real_4(),
    ],
  ],
  [() => m.rules_demo_heading(), [() => m.rules_demo_1()]],
  [() => m.rules_referral_heading(), [() => m.rules_referral_1(), () => m.rules_referral_2()]],
] as const

function RulesPage() {
  const catalogue = useQuery(challengeStepsQuery())
  return (
    <PublicFrame column="max-w-3xl gap-8">
      <div className="grid gap-2">
        <h1 className="font-semibold text-3xl tracking-tight">{m.rules_title()}</h1>
        <p className="text-muted-foreground">{m.rules_intro()}</p>
      </div>
      {catalogue.data ? <StepsTable steps={catalogue.data.data.steps} /> : null}
      {sections.map(([heading, paragraphs]) => (
        <section key={heading()} className="grid gap-3">
          <h2 className="font-semibold text-xl">{heading()}</h2>
          <ul className="grid list-disc gap-2 ps-5 leading-relaxed">
            {paragraphs.map((text) => (
              <li key={text()}>{text()}</li>
            ))}
          </ul>
        </section>
      ))}
      <Link to="/challenges/new" className="text-primary underline-offset-4 hover:underline">
        {m.rules_buy()}
      </Link>
    </PublicFrame>
  )
}
