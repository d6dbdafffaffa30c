/** Role ids as the backend stores them (spec section 6). */
export const ROLES = {
  developer: 1,
  systemAdmin: 2,
  companyAdmin: 3,
  companyUser: 4,
  salesRep: 11,
} as const

export type RoleId = (typeof ROLES)[keyof typeof ROLES]

/** Ids 1, 2, 3: the spec's privileged list. */
export const PRIVILEGED_ROLES: ReadonlyArray<number> = [
  ROLES.developer,
  ROLES.systemAdmin,
  ROLES.companyAdmin,
]

/** Ids 1 and 2: internal system staff. */
export const INTERNAL_STAFF_ROLES: ReadonlyArray<number> = [ROLES.developer, ROLES.systemAdmin]

/** Developer, system admin and sales rep count as internal. */
export const INTERNAL_ROLES: ReadonlyArray<number> = [ROLES.developer, ROLES.systemAdmin, ROLES.salesRep]

/**
 * Roles that may open the admin route. The spec does not show the list; we use the privileged list
 * (1, 2, 3), the roles it lets manage users, companies and announcements, and sales reps, who answer
 * their accounts' support chats there (issue 29). Which sections each finds is
 * core/domain/admin/admin-access.ts.
 */
export const ADMIN_ROLES: ReadonlyArray<number> = [...PRIVILEGED_ROLES, ROLES.salesRep]

/**
 * Roles that see the Users menu entry. Not shown in the spec; we use the privileged list (1, 2, 3):
 * company users manage no one, sales reps view accounts but not their users.
 */
export const USERS_ROLES: ReadonlyArray<number> = PRIVILEGED_ROLES

/** Roles that see User Insights: the company admin (spec section 6) and internal staff (issue 15). */
export const USER_INSIGHTS_ROLES: ReadonlyArray<RoleId> = [
  ROLES.developer,
  ROLES.systemAdmin,
  ROLES.companyAdmin,
]

const has = (list: ReadonlyArray<number>, roleid: number | null | undefined): boolean =>
  roleid != null && list.includes(roleid)

/** True for developer, system admin and company admin. */
export const isPrivileged = (roleid: number | null | undefined): boolean => has(PRIVILEGED_ROLES, roleid)
/** True for developer and system admin. */
export const isInternalStaff = (roleid: number | null | undefined): boolean =>
  has(INTERNAL_STAFF_ROLES, roleid)
/** True for developer, system admin and sales rep. */
export const isInternal = (roleid: number | null | undefined): boolean => has(INTERNAL_ROLES, roleid)
/** True when the role may open admin routes. */
export const isAdminRole = (roleid: number | null | undefined): boolean => has(ADMIN_ROLES, roleid)
/** True when the role sees the Users entry. */
export const canSeeUsers = (roleid: number | null | undefined): boolean => has(USERS_ROLES, roleid)
/**
 * True for the roles whose lists span several companies (internal staff see every company, a sales
 * rep its accounts): their ticket lists name each ticket's customer. Company admins and users see
 * their own company only.
 */
export const seesSeveralCompanies = (roleid: number | null | undefined): boolean =>
  has(INTERNAL_ROLES, roleid)
/** User Insights is for the company admin (spec section 6) and, by issue 15, internal staff too. */
export const canSeeUserInsights = (roleid: number | null | undefined): boolean =>
  has(USER_INSIGHTS_ROLES, roleid)
