/**
 * The staff console's calls (rules.md, Staff). Support and admin decide
 * real-account withdrawals, referral withdrawals and real-account requests,
 * and look users up; admins alone edit coupons and the catalogue. Every
 * decision and edit is written to the audit log, readable here.
 */
import { z } from 'zod'
import { id, idParam, list, pageQuery, paginated, resource } from './common.ts'
import { endpoint } from './endpoint.ts'
import {
  couponBody,
  staffCatalogue,
  staffChallenge,
  staffCoupon,
  staffFeature,
} from './staff-catalogue.ts'
import {
  challengeCreateBody,
  challengeUpdateBody,
  featureUpdateBody,
  rulesBody,
  staffRules,
} from './staff-products.ts'
import {
  featureCreateBody,
  programCreateBody,
  programRulesBody,
  programUpdateBody,
  staffProgram,
} from './staff-programs.ts'
import { staffRefund } from './staff-refunds.ts'
import {
  approveBody,
  auditEntry,
  auditQuery,
  noteBody,
  payBody,
  queueQuery,
  refundBody,
  requestQueueQuery,
  roleBody,
  roleChange,
  staffAccountRequest,
  staffRealWithdraw,
  staffReferralWithdraw,
  staffUser,
  staffUserDetail,
  userLookupQuery,
} from './staff-schemas.ts'

export * from './staff-catalogue.ts'
export * from './staff-products.ts'
export * from './staff-programs.ts'
export * from './staff-refunds.ts'
export * from './staff-schemas.ts'

const withdrawParams = z.object({ withdrawId: idParam })
const requestParams = z.object({ requestId: idParam })
const userParams = z.object({ userId: idParam })
const couponParams = z.object({ couponId: idParam })

export const staffEndpoints = {
  realWithdraws: endpoint({
    method: 'GET',
    path: '/v1/staff/realWithdraws',
    summary: 'Profit withdrawals in one status (default pending), oldest first',
    access: 'staff',
    query: queueQuery,
    response: paginated(staffRealWithdraw),
  }),
  payRealWithdraw: endpoint({
    refusals: {
      409: 'The request was already paid or rejected, the trader’s identity is not verified (decision 590), or an open risk flag holds it (decision 585)',
    },
    method: 'POST',
    path: '/v1/staff/realWithdraws/{withdrawId}/pay',
    summary:
      'Mark a pending profit withdrawal paid with its network and transaction hash; the trader is notified',
    access: 'staff',
    params: withdrawParams,
    body: payBody,
    response: resource(staffRealWithdraw),
  }),
  rejectRealWithdraw: endpoint({
    refusals: { 409: 'The request was already paid or rejected' },
    method: 'POST',
    path: '/v1/staff/realWithdraws/{withdrawId}/reject',
    summary: 'Reject a pending profit withdrawal: the debited amount returns to the account',
    access: 'staff',
    params: withdrawParams,
    body: noteBody,
    response: resource(staffRealWithdraw),
  }),
  referralWithdraws: endpoint({
    method: 'GET',
    path: '/v1/staff/referralWithdraws',
    summary: 'Referral withdrawals in one status (default pending), oldest first',
    access: 'staff',
    query: queueQuery,
    response: paginated(staffReferralWithdraw),
  }),
  payReferralWithdraw: endpoint({
    refusals: {
      409: 'The request was already paid or rejected, or the user’s identity is not cleared (Sumsub configured)',
    },
    method: 'POST',
    path: '/v1/staff/referralWithdraws/{withdrawId}/pay',
    summary:
      'Mark a referral withdrawal paid with its network and transaction hash; the user is notified',
    access: 'staff',
    params: withdrawParams,
    body: payBody,
    response: resource(staffReferralWithdraw),
  }),
  rejectReferralWithdraw: endpoint({
    refusals: { 409: 'The request was already paid or rejected' },
    method: 'POST',
    path: '/v1/staff/referralWithdraws/{withdrawId}/reject',
    summary: 'Reject a referral withdrawal: the amount returns to the credit balance',
    access: 'staff',
    params: withdrawParams,
    body: noteBody,
    response: resource(staffReferralWithdraw),
  }),
  accountRequests: endpoint({
    method: 'GET',
    path: '/v1/staff/accountRequests',
    summary: 'Real-account requests in one status (default pending), oldest first',
    access: 'staff',
    query: requestQueueQuery,
    response: paginated(staffAccountRequest),
  }),
  approveAccountRequest: endpoint({
    refusals: { 409: 'An open risk flag holds the request (decision 585)' },
    method: 'POST',
    path: '/v1/staff/accountRequests/{requestId}/approve',
    summary: 'Approve a real-account request: the real account opens, the trader is notified',
    access: 'staff',
    params: requestParams,
    body: approveBody,
    response: resource(staffAccountRequest),
  }),
  rejectAccountRequest: endpoint({
    method: 'POST',
    path: '/v1/staff/accountRequests/{requestId}/reject',
    summary: 'Reject a real-account request with a note; the trader is notified',
    access: 'staff',
    params: requestParams,
    body: noteBody,
    response: resource(staffAccountRequest),
  }),
  users: endpoint({
    method: 'GET',
    path: '/v1/staff/users',
    summary:
      'Find users by e-mail (or part of it), phone, id or referral code; without q every user; newest first, paginated',
    access: 'staff',
    query: userLookupQuery,
    response: paginated(staffUser),
  }),
  user: endpoint({
    method: 'GET',
    path: '/v1/staff/users/{userId}',
    summary: 'A user with their challenges, withdrawals and credit',
    access: 'staff',
    params: userParams,
    response: resource(staffUserDetail),
  }),
  changeRole: endpoint({
    method: 'PUT',
    path: '/v1/staff/users/{userId}/role',
    summary: 'Change a user’s role; audited; the last admin cannot be demoted (admin)',
    access: 'admin',
    params: userParams,
    body: roleBody,
    response: resource(roleChange),
  }),
  liftWithdrawalFreeze: endpoint({
    method: 'POST',
    path: '/v1/staff/users/{userId}/liftWithdrawalFreeze',
    summary:
      'Lift the withdrawal freeze the user set from a new-address mail; the reason is audited and the user told',
    access: 'staff',
    params: userParams,
    body: noteBody,
    refusals: { 409: 'The user has no withdrawal freeze to lift' },
    response: resource(z.object({ id, withdrawal_freeze: z.null() })),
  }),
  coupons: endpoint({
    method: 'GET',
    path: '/v1/staff/coupons',
    summary: 'Coupons, newest first (admin)',
    access: 'admin',
    query: pageQuery,
    response: paginated(staffCoupon),
  }),
  createCoupon: endpoint({
    method: 'POST',
    path: '/v1/staff/coupons',
    summary: 'Create a coupon (admin)',
    access: 'admin',
    body: couponBody,
    response: resource(staffCoupon),
  }),
  updateCoupon: endpoint({
    method: 'PUT',
    path: '/v1/staff/coupons/{couponId}',
    summary: 'Replace a coupon’s settings (admin)',
    access: 'admin',
    params: couponParams,
    body: couponBody,
    response: resource(staffCoupon),
  }),
  deleteCoupon: endpoint({
    method: 'DELETE',
    path: '/v1/staff/coupons/{couponId}',
    summary: 'Delete a coupon never used; a used one can only be deactivated (admin)',
    access: 'admin',
    params: couponParams,
    response: z.object({ message: z.string(), message_type: z.literal('success') }),
  }),
  catalogue: endpoint({
    method: 'GET',
    path: '/v1/staff/catalogue',
    summary: 'Every challenge and feature, active or not, with prices (admin)',
    access: 'admin',
    response: resource(staffCatalogue),
  }),
  createChallenge: endpoint({
    method: 'POST',
    path: '/v1/staff/challenges',
    summary:
      'Create a challenge (code, titles, account size, price); it takes the current rules (admin)',
    access: 'admin',
    body: challengeCreateBody,
    response: resource(staffChallenge),
  }),
  updateChallenge: endpoint({
    method: 'PATCH',
    path: '/v1/staff/challenges/{challengeId}',
    summary:
      'Change a challenge’s titles, account size, price or on-sale flag; sold accounts keep theirs (admin)',
    access: 'admin',
    params: z.object({ challengeId: idParam }),
    body: challengeUpdateBody,
    response: resource(staffChallenge),
  }),
  updateFeature: endpoint({
    method: 'PATCH',
    path: '/v1/staff/features/{featureId}',
    summary:
      'Change a feature’s titles, descriptions, price percent or on-sale flag; sold accounts keep theirs (admin)',
    access: 'admin',
    params: z.object({ featureId: idParam }),
    body: featureUpdateBody,
    response: resource(staffFeature),
  }),
  saveRules: endpoint({
    method: 'PUT',
    path: '/v1/staff/rules',
    summary:
      'Save the evaluation rules (leverage, profit share, each step’s target, drawdowns, days) as a new version new purchases pin; sold accounts keep theirs (admin)',
    access: 'admin',
    body: rulesBody,
    response: resource(staffRules),
  }),
  programs: endpoint({
    method: 'GET',
    path: '/v1/staff/programs',
    summary:
      'Every program, on sale or not, with its current rules (version, steps, funded terms) and how many challenges it has (admin)',
    access: 'admin',
    response: list(staffProgram),
  }),
  createProgram: endpoint({
    method: 'POST',
    path: '/v1/staff/programs',
    summary:
      'Create a program (code, titles, 0–3 steps, leverage, profit share, payout interval, consistency, funded drawdowns) as its version 1 (admin)',
    access: 'admin',
    body: programCreateBody,
    response: resource(staffProgram),
  }),
  updateProgram: endpoint({
    method: 'PATCH',
    path: '/v1/staff/programs/{programId}',
    summary:
      'Change a program’s titles, order or on-sale flag (off sale: none of its challenges is sold; the default program stays on sale) (admin)',
    access: 'admin',
    params: z.object({ programId: idParam }),
    body: programUpdateBody,
    response: resource(staffProgram),
  }),
  saveProgramRules: endpoint({
    method: 'PUT',
    path: '/v1/staff/programs/{programId}/rules',
    summary:
      'Save a program’s rules as a new version new purchases pin; bought accounts keep the version they pinned (admin)',
    access: 'admin',
    params: z.object({ programId: idParam }),
    body: programRulesBody,
    response: resource(staffProgram),
  }),
  createFeature: endpoint({
    method: 'POST',
    path: '/v1/staff/features',
    summary:
      'Create a feature: an effect with its own figure, titles, descriptions and price percent (admin)',
    access: 'admin',
    body: featureCreateBody,
    response: resource(staffFeature),
  }),
  refundPayment: endpoint({
    refusals: { 502: 'The payment provider refused or could not be reached; nothing was refunded' },
    method: 'POST',
    path: '/v1/staff/payments/{paymentId}/refund',
    summary:
      'Refund a paid challenge: its account ends (orders cancelled, positions closed), the credit it spent returns, a pending referral reward is taken back (admin)',
    access: 'admin',
    params: z.object({ paymentId: idParam }),
    body: refundBody,
    response: resource(staffRefund),
  }),
  audit: endpoint({
    method: 'GET',
    path: '/v1/staff/audit',
    summary:
      'Every staff decision and edit, newest first, with the changed fields; filter by actor e-mail, action and subject',
    access: 'staff',
    query: auditQuery,
    response: paginated(auditEntry),
  }),
} as const
