import { isInternalStaff, ROLES, type RoleId } from "../roles.ts"
import { canManageUser } from "./user-access.ts"
import { CUSTOMER_ROLES, type Person, PORTAL_COMPANY_ID, roleRank, STAFF_COMPANY_ROLES } from "./user-rank.ts"

/**
 * Who may manage which user account and how: one declaration used by the server (it enforces it),
 * the users screen (it offers only what passes) and the CLI (it explains refusals before sending).
 */

export {
  CUSTOMER_ROLES,
  type Person,
  PORTAL_COMPANY_ID,
  roleRank,
  STAFF_COMPANY_ROLES,
} from "./user-rank.ts"
export { canManageUser } from "./user-access.ts"

/**
 * Roles a caller may give anyone: staff every role up to their own (a system admin never makes a
 * developer); a company admin the customer roles (admin, user); everybody else none.
 */
export const assignableRoles = (callerRole: number): ReadonlyArray<RoleId> => {
  if (isInternalStaff(callerRole))
    return (Object.values(ROLES) as RoleId[]).filter((r) => roleRank(r) <= roleRank(callerRole))
  return callerRole === ROLES.companyAdmin ? CUSTOMER_ROLES : []
}

/** Roles an account of `companyid` may hold: staff roles in the portal company, customer roles elsewhere. */
export const rolesForCompany = (companyid: number): ReadonlyArray<RoleId> =>
  companyid === PORTAL_COMPANY_ID ? STAFF_COMPANY_ROLES : CUSTOMER_ROLES

/** Roles the caller may give an account of `companyid`. */
export const assignableRolesIn = (callerRole: number, companyid: number): ReadonlyArray<RoleId> =>
  assignableRoles(callerRole).filter((r) => rolesForCompany(companyid).includes(r))

/** True when the caller may create accounts in `companyid`: staff anywhere, company admins at home. */
export const canCreateIn = (caller: Person, companyid: number): boolean =>
  assignableRolesIn(caller.roleid, companyid).length > 0 &&
  (isInternalStaff(caller.roleid) || caller.companyid === companyid)

/** Fields of `PATCH /v1/user/:id` (spec section 3: the update body holds only changed fields). */
export const USER_UPDATE_FIELDS = [
  "firstname",
  "lastname",
  "email",
  "phonenumber",
  "phonenumberextension",
  "userActive",
] as const
export type UserUpdateField = (typeof USER_UPDATE_FIELDS)[number]

/** What a user changes of their own account here: name and phone (email goes through its confirmation). */
export const SELF_FIELDS: ReadonlyArray<UserUpdateField> = [
  "firstname",
  "lastname",
  "phonenumber",
  "phonenumberextension",
]

/**
 * Fields the caller may change on the target: their own name and phone; every field of an account
 * they manage; nothing else. Nobody (de)activates themselves: `userActive` is never a self field.
 */
export const editableFields = (caller: Person, target: Person): ReadonlyArray<UserUpdateField> => {
  if (caller.userid === target.userid) return SELF_FIELDS
  return canManageUser(caller, target) ? USER_UPDATE_FIELDS : []
}

/**
 * Why the caller may not give `target` the role `roleid`, or undefined when it may. Own role: only
 * lowered, never raised; another's: only as a manager, within the assignable roles of its company.
 */
export const roleChangeRefusal = (caller: Person, target: Person, roleid: number): string | undefined => {
  if (roleid === target.roleid) return undefined
  if (!rolesForCompany(target.companyid).includes(roleid as RoleId))
    return "That role does not exist in this user's company"
  if (caller.userid === target.userid)
    return roleRank(roleid) < roleRank(target.roleid) ? undefined : "Nobody can raise their own role"
  if (!canManageUser(caller, target)) return "You do not manage this user"
  return assignableRoles(caller.roleid).includes(roleid as RoleId)
    ? undefined
    : "You cannot give a role above your own"
}

/**
 * Per-user feature switches a manager sets beside the role (`GET`/`POST /v1/permissions`). A user
 * without a stored choice has every feature; the server refuses a switched-off feature's calls.
 */
export const PERMISSION_FEATURES = ["createTickets", "exportTickets"] as const
export type PermissionFeature = (typeof PERMISSION_FEATURES)[number]

export const PERMISSION_LABELS: { readonly [F in PermissionFeature]: string } = {
  createTickets: "Create service tickets",
  exportTickets: "Export tickets to a spreadsheet",
}

export type FeatureSwitches = { readonly [F in PermissionFeature]: boolean }

export const ALL_FEATURES: FeatureSwitches = { createTickets: true, exportTickets: true }

/** Stored switches (possibly partial or from an older version) completed with the defaults. */
export const featuresOf = (
  stored: Readonly<Record<string, unknown>> | null | undefined,
): FeatureSwitches => ({
  createTickets: stored?.createTickets !== false,
  exportTickets: stored?.exportTickets !== false,
})
