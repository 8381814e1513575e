/** The audit log's field names in the reader's language (issue 32); an unknown field as its key. */
import { localDigits } from '~/lib/format'
import { m } from '~/paraglide/messages'

const isolate = (text: string) => `\u2068${text}\u2069`

const fields: Record<string, () => string> = {
  status: m.staff_audit_field_status,
  decidedBy: m.staff_audit_field_decided_by,
  decided_by: m.staff_audit_field_decided_by,
  decidedAt: m.staff_audit_field_decided_at,
  txHash: m.staff_tx_hash,
  tx_hash: m.staff_tx_hash,
  note: m.staff_audit_field_note,
  result: m.staff_audit_field_note,
  network: m.staff_audit_field_network,
  address: m.staff_audit_field_address,
  addressAddedAt: m.staff_audit_field_address_added,
  amount: m.staff_audit_field_amount,
  debited: m.staff_col_debited,
  sharePercent: m.staff_audit_field_profit_share,
  profit_share: m.staff_audit_field_profit_share,
  description: m.staff_audit_field_description,
  userId: m.staff_col_user,
  user_id: m.staff_col_user,
  userChallengeId: m.staff_audit_field_account,
  user_challenge_id: m.staff_audit_field_account,
  realUserChallengeId: m.staff_audit_field_real_account,
  code: m.staff_col_code,
  titleEn: m.staff_audit_field_title_en,
  titleFa: m.staff_audit_field_title_fa,
  descriptionEn: m.staff_audit_field_description_en,
  descriptionFa: m.staff_audit_field_description_fa,
  accountSize: m.staff_col_size,
  price: m.staff_audit_field_price,
  pricePercent: m.staff_col_price_percent,
  effectValue: m.staff_audit_field_effect_value,
  active: m.staff_col_active,
  sortOrder: m.staff_audit_field_sort_order,
  kind: m.staff_col_kind,
  value: m.staff_col_value,
  startsAt: m.staff_audit_field_starts,
  endsAt: m.staff_audit_field_ends,
  usageLimit: m.staff_col_usage_limit,
  perUserLimit: m.staff_col_per_user_limit,
  challenge_ids: m.staff_audit_field_challenges,
  role: m.staff_col_role,
  withdrawals: m.staff_audit_field_withdrawals,
  frozen_at: m.staff_audit_field_frozen_at,
  challenge_status: m.staff_audit_field_challenge_status,
  credit_returned: m.staff_audit_field_credit_returned,
  reward_clawed_back: m.staff_audit_field_reward_clawed_back,
  refunded_at: m.staff_audit_field_refunded_at,
  payment_id: m.staff_audit_field_payment,
  version: m.staff_audit_field_version,
  max_leverage: m.staff_audit_field_leverage,
  payout_interval_days: m.staff_audit_field_payout_interval,
  warning_percent: m.staff_audit_field_warning,
  days: m.staff_audit_field_duration,
  max_dd_daily: m.staff_audit_field_daily_drawdown,
  max_dd_total: m.staff_audit_field_total_drawdown,
  min_profit: m.staff_audit_field_target,
  min_trading_days: m.staff_audit_field_min_trading_days,
  label: m.staff_audit_field_label,
  accounts: m.staff_audit_field_accounts,
  permissions: m.staff_audit_field_permissions,
  ip_allow: m.staff_audit_field_ip_allow,
  webhook: m.staff_audit_field_webhook,
  ip: m.staff_audit_field_ip,
  revoked_at: m.staff_audit_field_revoked_at,
  severity: m.staff_audit_field_severity,
  programId: m.staff_audit_field_program,
  program_id: m.staff_audit_field_program,
  title_en: m.staff_audit_field_title_en,
  title_fa: m.staff_audit_field_title_fa,
  is_default: m.staff_audit_field_default_program,
  sort_order: m.staff_audit_field_sort_order,
}

/** A product's `active` is whether it is on sale; a coupon's whether it can be used. */
export function fieldWord(field: string, subjectType: string): string {
  if (field === 'active' && (subjectType === 'challenge' || subjectType === 'feature'))
    return m.staff_on_sale()
  return fields[field]?.() ?? field
}

/** Subjects in words: "Profit withdrawal of trader1@…", "Coupon SPRING". */
const subjects: Record<string, (p: { owner: string; name: string }) => string> = {
  real_withdraw: m.staff_audit_subject_real_withdraw,
  referral_withdraw: m.staff_audit_subject_referral_withdraw,
  account_request: m.staff_audit_subject_account_request,
  payment: m.staff_audit_subject_payment,
  ticket: m.staff_audit_subject_ticket,
  api_key: m.staff_audit_subject_api_key,
  coupon: m.staff_audit_subject_coupon,
  challenge: m.staff_audit_subject_challenge,
  feature: m.staff_audit_subject_feature,
  rules: m.staff_audit_subject_rules,
  program: m.staff_audit_subject_program,
  risk_flag: m.staff_audit_subject_risk_flag,
  certificate: m.staff_audit_subject_certificate,
}

export function subjectText(entry: {
  subject_type: string
  subject_id: number | null
  subject_label: string | null
  subject_owner: string | null
  subject_name: string | null
}): string {
  if (entry.subject_type === 'user') return entry.subject_label ?? entry.subject_owner ?? '—'
  const words = subjects[entry.subject_type]
  const number = `#${localDigits(entry.subject_id ?? '')}`
  if (!words) return `${entry.subject_type} ${number}`
  const name =
    entry.subject_type === 'rules' && entry.subject_name
      ? localDigits(entry.subject_name)
      : entry.subject_name
  // Isolated, so an e-mail or an English title keeps its order inside a Persian line.
  return words({ owner: isolate(entry.subject_owner ?? number), name: isolate(name ?? number) })
}
