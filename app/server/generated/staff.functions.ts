// Written by scripts/gen.ts (npm run gen) from contract/ and
// app/server/server-functions.manifest.ts: edit those, not this file.

/** Server functions of /v1/staff (contract/staff.ts): the staff console's queues, user lookup, coupons, catalogue and audit log. The upstream decides who is staff or admin (403 otherwise). */
import { createServerFn } from '@tanstack/react-start'
import { api } from '#contract/index.ts'
import { invalidateCatalogue } from '../cache/catalogue.server'
import { callEndpoint } from '../upstream/call.server'
import { endpointInput } from '../upstream/endpoint-input'

/** A catalogue edit, then every node's cached catalogue forgotten before "Saved." shows. */
async function editCatalogue<R>(edit: Promise<R>): Promise<R> {
  const saved = await edit
  await invalidateCatalogue()
  return saved
}

export const listStaffRealWithdraws = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.staff.realWithdraws))
  .handler(({ data }) => callEndpoint(api.staff.realWithdraws, data))

export const payStaffRealWithdraw = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.staff.payRealWithdraw))
  .handler(({ data }) => callEndpoint(api.staff.payRealWithdraw, data))

export const rejectStaffRealWithdraw = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.staff.rejectRealWithdraw))
  .handler(({ data }) => callEndpoint(api.staff.rejectRealWithdraw, data))

export const listStaffReferralWithdraws = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.staff.referralWithdraws))
  .handler(({ data }) => callEndpoint(api.staff.referralWithdraws, data))

export const payStaffReferralWithdraw = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.staff.payReferralWithdraw))
  .handler(({ data }) => callEndpoint(api.staff.payReferralWithdraw, data))

export const rejectStaffReferralWithdraw = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.staff.rejectReferralWithdraw))
  .handler(({ data }) => callEndpoint(api.staff.rejectReferralWithdraw, data))

export const listStaffAccountRequests = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.staff.accountRequests))
  .handler(({ data }) => callEndpoint(api.staff.accountRequests, data))

export const approveStaffAccountRequest = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.staff.approveAccountRequest))
  .handler(({ data }) => callEndpoint(api.staff.approveAccountRequest, data))

export const rejectStaffAccountRequest = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.staff.rejectAccountRequest))
  .handler(({ data }) => callEndpoint(api.staff.rejectAccountRequest, data))

export const findStaffUsers = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.staff.users))
  .handler(({ data }) => callEndpoint(api.staff.users, data))

export const getStaffUser = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.staff.user))
  .handler(({ data }) => callEndpoint(api.staff.user, data))

export const changeStaffRole = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.staff.changeRole))
  .handler(({ data }) => callEndpoint(api.staff.changeRole, data))

export const liftStaffWithdrawalFreeze = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.staff.liftWithdrawalFreeze))
  .handler(({ data }) => callEndpoint(api.staff.liftWithdrawalFreeze, data))

export const listStaffCoupons = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.staff.coupons))
  .handler(({ data }) => callEndpoint(api.staff.coupons, data))

export const createStaffCoupon = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.staff.createCoupon))
  .handler(({ data }) => callEndpoint(api.staff.createCoupon, data))

export const updateStaffCoupon = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.staff.updateCoupon))
  .handler(({ data }) => callEndpoint(api.staff.updateCoupon, data))

export const deleteStaffCoupon = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.staff.deleteCoupon))
  .handler(({ data }) => callEndpoint(api.staff.deleteCoupon, data))

export const getStaffCatalogue = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.staff.catalogue))
  .handler(({ data }) => callEndpoint(api.staff.catalogue, data))

export const createStaffChallenge = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.staff.createChallenge))
  .handler(({ data }) => editCatalogue(callEndpoint(api.staff.createChallenge, data)))

export const updateStaffChallenge = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.staff.updateChallenge))
  .handler(({ data }) => editCatalogue(callEndpoint(api.staff.updateChallenge, data)))

export const updateStaffFeature = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.staff.updateFeature))
  .handler(({ data }) => editCatalogue(callEndpoint(api.staff.updateFeature, data)))

export const saveStaffRules = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.staff.saveRules))
  .handler(({ data }) => editCatalogue(callEndpoint(api.staff.saveRules, data)))

export const listStaffPrograms = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.staff.programs))
  .handler(({ data }) => callEndpoint(api.staff.programs, data))

export const createStaffProgram = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.staff.createProgram))
  .handler(({ data }) => editCatalogue(callEndpoint(api.staff.createProgram, data)))

export const updateStaffProgram = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.staff.updateProgram))
  .handler(({ data }) => editCatalogue(callEndpoint(api.staff.updateProgram, data)))

export const saveStaffProgramRules = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.staff.saveProgramRules))
  .handler(({ data }) => editCatalogue(callEndpoint(api.staff.saveProgramRules, data)))

export const createStaffFeature = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.staff.createFeature))
  .handler(({ data }) => editCatalogue(callEndpoint(api.staff.createFeature, data)))

export const refundStaffPayment = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.staff.refundPayment))
  .handler(({ data }) => callEndpoint(api.staff.refundPayment, data))

export const listStaffAudit = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.staff.audit))
  .handler(({ data }) => callEndpoint(api.staff.audit, data))

/** Market data health per pair (decision 440). */
export const listStaffMarketFeeds = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.staffMarket.feeds))
  .handler(({ data }) => callEndpoint(api.staffMarket.feeds, data))
