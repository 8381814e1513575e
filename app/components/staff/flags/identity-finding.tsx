/**
 * An identity flag's evidence (decision 587): what Sumsub found (a final
 * rejection, or a confirmed name unlike the profile's), the two names, its
 * labels and the applicant; and what dismissing the flag does.
 */
import type { RiskFlag } from '#contract/staff-flags.ts'
import { m } from '~/paraglide/messages'

type Identity = NonNullable<RiskFlag['evidence']['identity']>

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

export function IdentityFinding({ identity, id }: { identity: Identity; id: string }) {
  const finding =
    identity.finding === 'final_rejection'
      ? m.flag_identity_final_rejection()
      : m.flag_identity_name_mismatch()
  return (
    <section className="grid gap-2" aria-labelledby={id} data-testid="evidence-identity">
      <h3 id={id} className="font-semibold">
        {m.flag_evidence_identity()}
      </h3>
      <p className="font-medium">{finding}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <Row label={m.flag_identity_profile_name()}>
          <bdi dir="auto">{identity.profile_name ?? '—'}</bdi>
        </Row>
        <Row label={m.flag_identity_verified_name()}>
          <bdi dir="auto">{identity.verified_name ?? '—'}</bdi>
        </Row>
        {identity.reject_labels.length > 0 && (
          <Row label={m.flag_identity_labels()}>
            <bdi dir="ltr" className="font-mono text-xs">
              {identity.reject_labels.join(', ')}
            </bdi>
          </Row>
        )}
        <Row label={m.flag_identity_applicant()}>
          <bdi dir="ltr" className="font-mono text-xs">
            {identity.applicant_id}
          </bdi>
        </Row>
      </dl>
      <p className="text-muted-foreground text-sm">{m.flag_identity_note()}</p>
    </section>
  )
}
