/** Audit actions and subjects as words in the page's language; unknown ones as their code. */
import { m } from '~/paraglide/messages'

const actions: Record<string, () => string> = {
  'real_withdraw.paid': m.staff_audit_real_withdraw_paid,
  'real_withdraw.rejected': m.staff_audit_real_withdraw_rejected,
  'referral_withdraw.paid': m.staff_audit_referral_withdraw_paid,
  'referral_withdraw.rejected': m.staff_audit_referral_withdraw_rejected,
  'account_request.approved': m.staff_audit_account_request_approved,
  'account_request.rejected': m.staff_audit_account_request_rejected,
  'coupon.created': m.staff_audit_coupon_created,
  'coupon.updated': m.staff_audit_coupon_updated,
  'coupon.deleted': m.staff_audit_coupon_deleted,
  'challenge.created': m.staff_audit_challenge_created,
  'challenge.updated': m.staff_audit_challenge_updated,
  'feature.created': m.staff_audit_feature_created,
  'feature.updated': m.staff_audit_feature_updated,
  'program.created': m.staff_audit_program_created,
  'program.updated': m.staff_audit_program_updated,
  'rules.updated': m.staff_audit_rules_updated,
  'payment.refunded': m.staff_audit_payment_refunded,
  'user.role_changed': m.staff_audit_user_role_changed,
  'user.withdrawals_unfrozen': m.staff_audit_user_withdrawals_unfrozen,
  'ticket.replied': m.staff_audit_ticket_replied,
  'ticket.closed': m.staff_audit_ticket_closed,
  'ticket.reopened': m.staff_audit_ticket_reopened,
  'api_key.created': m.staff_audit_api_key_created,
  'api_key.revoked': m.staff_audit_api_key_revoked,
  'user_challenge.orders_stopped': m.staff_audit_orders_stopped,
  'user_challenge.orders_resumed': m.staff_audit_orders_resumed,
  'user_challenge.positions_closed': m.staff_audit_positions_closed,
  'symbol.halted': m.staff_audit_symbol_halted,
  'symbol.resumed': m.staff_audit_symbol_resumed,
  'risk_flag.raised': m.staff_audit_risk_flag_raised,
  'risk_flag.dismissed': m.staff_audit_risk_flag_dismissed,
  'risk_flag.confirmed': m.staff_audit_risk_flag_confirmed,
  'risk_thresholds.updated': m.staff_audit_risk_thresholds_updated,
  'real_withdraw.stripped': m.staff_audit_real_withdraw_stripped,
  'certificate.revoked': m.staff_audit_certificate_revoked,
}

export const auditActions = Object.keys(actions)
export const auditActionText = (action: string): string => actions[action]?.() ?? action
