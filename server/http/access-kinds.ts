import { type AdminCapability, capabilityRoles } from "../../core/domain/admin/admin-access.ts"
import {
  INTERNAL_STAFF_ROLES,
  ROLES,
  type RoleId,
  USER_INSIGHTS_ROLES,
  USERS_ROLES,
} from "../../core/domain/roles.ts"
import type { AccessRule } from "./access-rule.ts"

/** The kinds of access the table's rows are made of (access-rules.ts), each named once. */

export const publicCall: AccessRule = { session: "none", roles: "any", scope: "global" }
export const anyCaller: AccessRule = { session: "required", roles: "any", scope: "global" }
export const ownData: AccessRule = { session: "required", roles: "any", scope: "own" }
/** The caller's own session while its password has expired: read it, update the password, sign out. */
export const ownWhileExpired: AccessRule = { ...ownData, whileExpired: true }
export const companyData: AccessRule = { session: "required", roles: "any", scope: "company" }
/** Staff and sales reps choose a customer account (spec section 2, account lookup input). */
export const accountChooser: AccessRule = {
  session: "required",
  roles: [ROLES.developer, ROLES.systemAdmin, ROLES.salesRep],
  scope: "company",
}
/**
 * User Insights (spec section 6: company admin only; staff too): company admins see their own
 * company's users, staff every company's. Company users and sales reps get 403.
 */
export const userInsights: AccessRule = {
  session: "required",
  roles: USER_INSIGHTS_ROLES,
  scope: "company",
}
/**
 * An admin capability of `core/domain/admin/admin-access.ts` (the one table the /admin screen and the
 * CLI read too): its roles, within the caller's company scope (staff: every company).
 */
export const admin = (capability: AdminCapability): AccessRule => ({
  session: "required",
  roles: capabilityRoles(capability),
  scope: "company",
})
/**
 * Interest in monitoring or an integration mails the caller's own account team: customers only
 * (company admins and users); staff and sales reps are the provider's side and have none.
 */
export const customerOwn: AccessRule = {
  session: "required",
  roles: [ROLES.companyAdmin, ROLES.companyUser],
  scope: "own",
}
/**
 * A user's account and settings: read or changed by themselves, or by whom the user rule allows
 * (spec section 6: another user's profile is for an admin of that user's company; staff read every
 * company's users, and change only accounts below their rank).
 */
export const userRead: AccessRule = { session: "required", roles: "any", scope: "user", userAction: "read" }
export const userChange: AccessRule = { ...userRead, userAction: "change" }
/**
 * Managing users (issue 13): the Users roles (core/domain/roles.ts) within their company scope; which
 * user and field each may change is decided by core/domain/users/user-rules.ts in the handler.
 */
export const userManagement: AccessRule = {
  session: "required",
  roles: USERS_ROLES as RoleId[],
  scope: "company",
}
/** Every company's users at once: internal staff only. */
export const staffUserList: AccessRule = {
  session: "required",
  roles: INTERNAL_STAFF_ROLES as RoleId[],
  scope: "company",
}
/** Closing a ticket (issue 14): provider staff only, on tickets of any company (their scope). */
export const staffTicketWrite: AccessRule = {
  session: "required",
  roles: INTERNAL_STAFF_ROLES as RoleId[],
  scope: "company",
}
/**
 * Closing and reopening by the customer (issue 28): company admins and users, on tickets of their
 * company; the handler then asks core/domain/tickets/customer-close.ts whether the caller is the
 * ticket's contact, creator or company admin (403 otherwise).
 */
export const customerTicketWrite: AccessRule = {
  session: "required",
  roles: [ROLES.companyAdmin, ROLES.companyUser],
  scope: "company",
}
/**
 * The caller's own account, only from the owner's own sign-in: refused (403) to a personal access
 * token by the Authentication middleware and to an impersonation session by the handler.
 */
export const ownSignIn: AccessRule = { ...ownData, ownSignIn: true }
