import { ROLES, type RoleId } from "../roles.ts"

/** The people whose actions the user rules weigh: a caller or a target account. */
export interface Person {
  readonly userid: number
  readonly roleid: number
  readonly companyid: number
}

/** The portal's own company (spec section 9): its users are the provider's staff and sales reps. */
export const PORTAL_COMPANY_ID = 1

/** Roles of the provider's own people, and roles of customer companies' people. */
export const STAFF_COMPANY_ROLES: ReadonlyArray<RoleId> = [ROLES.developer, ROLES.systemAdmin, ROLES.salesRep]
export const CUSTOMER_ROLES: ReadonlyArray<RoleId> = [ROLES.companyAdmin, ROLES.companyUser]

/** Roles in order of power: a caller assigns only roles at or below its own, and acts only below it. */
const RANK: Readonly<Record<number, number>> = {
  [ROLES.developer]: 5,
  [ROLES.systemAdmin]: 4,
  [ROLES.companyAdmin]: 3,
  [ROLES.salesRep]: 2,
  [ROLES.companyUser]: 1,
}

/** A role's rank (0 for an unknown role, which outranks nobody). */
export const roleRank = (roleid: number): number => RANK[roleid] ?? 0
