import { redirect } from '@tanstack/react-router'
import type { User } from '#contract/user.ts'

/** Coupons and the catalogue are the admin's (rules.md, Staff): support gets the 403 page. */
export function requireAdmin(staff: User): void {
  if (staff.role !== 'admin') throw redirect({ to: '/403', statusCode: 302 })
}

/** The risk desk and kill switches are the risk role's and the admin's (decision 580). */
export function requireRisk(staff: User): void {
  if (staff.role !== 'admin' && staff.role !== 'risk')
    throw redirect({ to: '/403', statusCode: 302 })
}
