/**
 * A trader's identity check in the console (issue 34, decision 590): the
 * status, what it holds, a flag, the applicant in Sumsub's dashboard and
 * every webhook Sumsub sent, newest first; off (no keys) it says so.
 */
import type { StaffIdentity } from '#contract/identity.ts'
import { type Column, ListTable } from '~/components/money/list-table'
import { formatDateTime } from '~/lib/money-format'
import { m } from '~/paraglide/messages'

type Event = StaffIdentity['history'][number] & { id: number }

const statusText: Record<StaffIdentity['status'], () => string> = {
  off: m.staff_identity_st_off,
  not_started: m.staff_identity_st_not_started,
  started: m.staff_identity_st_started,
  pending: m.staff_identity_st_pending,
  on_hold: m.staff_identity_st_on_hold,
  approved: m.staff_identity_st_approved,
  retry: m.staff_identity_st_retry,
  rejected: m.staff_identity_st_rejected,
}

const eventText: Record<string, () => string> = {
  applicantCreated: m.staff_identity_ev_created,
  applicantPending: m.staff_identity_ev_pending,
  applicantReviewed: m.staff_identity_ev_reviewed,
  applicantOnHold: m.staff_identity_ev_on_hold,
  applicantReset: m.staff_identity_ev_reset,
  applicantPrechecked: m.staff_identity_ev_prechecked,
  applicantWorkflowCompleted: m.staff_identity_ev_workflow_completed,
}

/** GREEN, RED final, RED retry in the console's words. */
function reviewText(e: StaffIdentity['history'][number]): string {
  if (e.review_answer === 'GREEN') return m.staff_identity_answer_green()
  if (e.review_answer === 'RED')
    return e.reject_type === 'FINAL'
      ? m.staff_identity_answer_final()
      : m.staff_identity_answer_retry()
  return '—'
}

function flagText(flag: StaffIdentity['flag']): string {
  if (flag === 'final_rejection') return m.staff_identity_flag_final_rejection()
  if (flag === 'name_mismatch') return m.staff_identity_flag_name_mismatch()
  return '—'
}

export function IdentitySection({ identity }: { identity: StaffIdentity }) {
  if (!identity.configured)
    return (
      <p className="text-muted-foreground text-sm" data-testid="staff-identity-off">
        {m.staff_identity_off()}
      </p>
    )
  const columns: Column<Event>[] = [
    { header: m.staff_identity_col_at(), cell: (e) => formatDateTime(e.occurred_at) },
    {
      header: m.staff_identity_col_event(),
      cell: (e) => eventText[e.type]?.() ?? <bdi dir="ltr">{e.type}</bdi>,
    },
    { header: m.staff_identity_col_review(), cell: reviewText },
    {
      header: m.staff_identity_col_labels(),
      cell: (e) =>
        e.reject_labels.length > 0 ? <bdi dir="ltr">{e.reject_labels.join(', ')}</bdi> : '—',
    },
    {
      header: m.staff_identity_col_comment(),
      cell: (e) => (
        <span className="grid gap-0.5" dir="auto">
          {e.moderation_comment ? <span>{e.moderation_comment}</span> : null}
          {e.client_comment ? (
            <span className="text-muted-foreground text-xs">{e.client_comment}</span>
          ) : null}
          {!e.moderation_comment && !e.client_comment ? '—' : null}
        </span>
      ),
    },
  ]
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 text-sm sm:grid-cols-3">
        <Fact label={m.staff_identity_status()}>
          <span data-testid="staff-identity-status" data-status={identity.status}>
            {statusText[identity.status]()}
          </span>
        </Fact>
        <Fact label={m.staff_identity_payouts()}>
          <span data-testid="staff-identity-cleared" data-cleared={identity.cleared}>
            {identity.cleared ? m.staff_identity_cleared() : m.staff_identity_held()}
          </span>
        </Fact>
        <Fact label={m.staff_identity_flag()}>
          <span data-testid="staff-identity-flag">{flagText(identity.flag)}</span>
        </Fact>
        <Fact label={m.staff_identity_verified_name()}>
          <bdi dir="ltr">{identity.verified_name ?? '—'}</bdi>
        </Fact>
        <Fact label={m.staff_identity_applicant()}>
          {identity.applicant_url ? (
            <a
              href={identity.applicant_url}
              target="_blank"
              rel="noreferrer noopener"
              className="text-primary underline-offset-4 hover:underline"
              data-testid="staff-identity-applicant"
            >
              {m.staff_identity_open()}
            </a>
          ) : (
            '—'
          )}
        </Fact>
      </div>
      <div className="grid gap-2">
        <h3 className="font-medium text-sm">{m.staff_identity_history()}</h3>
        <ListTable
          label={m.staff_identity_history()}
          columns={columns}
          rows={identity.history.map((e, i) => ({ ...e, id: i }))}
        />
      </div>
    </div>
  )
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <div className="text-muted-foreground text-xs">{label}</div>
      <div>{children}</div>
    </div>
  )
}
