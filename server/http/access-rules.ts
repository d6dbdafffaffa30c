import type { PortalApi } from "../../core/api/api.ts"
import { type AdminCapability, capabilityRoles } from "../../core/domain/admin/admin-access.ts"
import type { UserAction } from "../../core/domain/users/user-access.ts"
import {
  INTERNAL_STAFF_ROLES,
  ROLES,
  type RoleId,
  USER_INSIGHTS_ROLES,
  USERS_ROLES,
} from "../../core/domain/roles.ts"

type Groups = (typeof PortalApi)["groups"]

/** `group.endpoint` for every endpoint of the contract (`tickets.list`, `config.config`, ...). */
export type EndpointKey = {
  [G in keyof Groups & string]: `${G}.${keyof Groups[G]["endpoints"] & string}`
}[keyof Groups & string]

/**
 * Who may call an endpoint and what it may reach.
 * - `session`: `none` answers without a session; `required` answers 401 without a live one.
 * - `roles`: the role ids allowed (403 `Forbidden` for the others), or `any`.
 * - `scope`: `global` data is the same for every caller (configuration, banner, sign-in);
 *   `own` is the caller's own account, session and exports (another user's answers 404);
 *   `company` reaches records of the companies in the caller's scope only: staff (1, 2) all of
 *   them, a sales rep its accounts, everyone else its own company. Another company's record answers
 *   404 like a missing id, lists hold only rows in scope, and writes to it change nothing;
 *   `user` is a user record: the caller's own, or another user's as `userAction` allows.
 * - `userAction`: the call names a user (path `:id`, payload `userId`) and the handler asks the one
 *   user rule (core/domain/users/user-access.ts) through `readableUser` whether the caller may do
 *   this to them: 403 with a sentence in scope, 404 outside the company scope. Every endpoint whose
 *   contract takes a user id declares one (`takesUserId` in access-check.ts checks it).
 */
export interface AccessRule {
  readonly session: "none" | "required"
  readonly roles: "any" | ReadonlyArray<RoleId>
  readonly scope: "global" | "own" | "company" | "user"
  /** The user rule's action on the user the call names (see `userAction` above). */
  readonly userAction?: UserAction
  /**
   * Answers while the caller's password has expired (reading the session, updating the password,
   * signing out); every other call answers 403 `PasswordExpired` until the password is updated.
   */
  readonly whileExpired?: true
}

const publicCall: AccessRule = { session: "none", roles: "any", scope: "global" }
const anyCaller: AccessRule = { session: "required", roles: "any", scope: "global" }
const ownData: AccessRule = { session: "required", roles: "any", scope: "own" }
/** The caller's own session while its password has expired: read it, update the password, sign out. */
const ownWhileExpired: AccessRule = { ...ownData, whileExpired: true }
const companyData: AccessRule = { session: "required", roles: "any", scope: "company" }
/** Staff and sales reps choose a customer account (spec section 2, account lookup input). */
const accountChooser: AccessRule = {
  session: "required",
  roles: [ROLES.developer, ROLES.systemAdmin, ROLES.salesRep],
  scope: "company",
}
/**
 * User Insights (spec section 6: company admin only; staff too): company admins see their own
 * company's users, staff every company's. Company users and sales reps get 403.
 */
const userInsights: AccessRule = {
  session: "required",
  roles: USER_INSIGHTS_ROLES,
  scope: "company",
}
/**
 * An admin capability of `core/domain/admin/admin-access.ts` (the one table the /admin screen and the
 * CLI read too): its roles, within the caller's company scope (staff: every company).
 */
const admin = (capability: AdminCapability): AccessRule => ({
  session: "required",
  roles: capabilityRoles(capability),
  scope: "company",
})
/**
 * Interest in monitoring or an integration mails the caller's own account team: customers only
 * (company admins and users); staff and sales reps are the provider's side and have none.
 */
const customerOwn: AccessRule = {
  session: "required",
  roles: [ROLES.companyAdmin, ROLES.companyUser],
  scope: "own",
}
/**
 * A user's account and settings: read or changed by themselves, or by whom the user rule allows
 * (spec section 6: another user's profile is for an admin of that user's company; staff read every
 * company's users, and change only accounts below their rank).
 */
const userRead: AccessRule = { session: "required", roles: "any", scope: "user", userAction: "read" }
const userChange: AccessRule = { ...userRead, userAction: "change" }
/**
 * Managing users (issue 13): the Users roles (core/domain/roles.ts) within their company scope; which
 * user and field each may change is decided by core/domain/users/user-rules.ts in the handler.
 */
const userManagement: AccessRule = { session: "required", roles: USERS_ROLES as RoleId[], scope: "company" }
/** Every company's users at once: internal staff only. */
const staffUserList: AccessRule = {
  session: "required",
  roles: INTERNAL_STAFF_ROLES as RoleId[],
  scope: "company",
}
/** Closing a ticket (issue 14): provider staff only, on tickets of any company (their scope). */
const staffTicketWrite: AccessRule = {
  session: "required",
  roles: INTERNAL_STAFF_ROLES as RoleId[],
  scope: "company",
}

/**
 * The one access table: a row per endpoint of `PortalApi`, keyed exactly by the contract's names
 * (a missing or unknown endpoint fails type checking). The Authentication middleware reads it on
 * every call (no row: 500, fail closed; a role outside `roles`: 403), the server refuses to start
 * when `session` disagrees with the contract's Authentication middleware, and the authorization
 * matrix test (`tests/authz`) checks every row against every demo role.
 */
export const accessRules: { readonly [K in EndpointKey]: AccessRule } = {
  "auth.login": publicCall,
  "auth.loginAttempts": publicCall,
  "config.config": publicCall,
  "account.loginCount": userRead,
  "account.logout": ownWhileExpired,
  "account.logoutAll": ownWhileExpired,
  "account.expired": ownWhileExpired,
  // A password token for the caller (the forced update) or for a user it may act for.
  "account.newToken": { ...ownWhileExpired, scope: "user", userAction: "own" },
  "account.policyConfirmation": ownData,
  "password.forgot": publicCall,
  "password.forgotUsername": publicCall,
  "password.checkToken": publicCall,
  "password.reset": publicCall,
  "dev.outbox": publicCall,
  "shell.user": userRead,
  "shell.leftMenu": companyData,
  "shell.banner": anyCaller,
  "shell.agreements": companyData,
  "shell.agreement": companyData,
  "shell.contracts": companyData,
  "shell.salesforceAccounts": accountChooser,
  "shell.salesforceAgreements": accountChooser,
  "tickets.list": companyData,
  "tickets.ticket": companyData,
  "tickets.create": companyData,
  "tickets.close": staffTicketWrite,
  "tickets.contacts": companyData,
  "tickets.comment": companyData,
  "tickets.files": companyData,
  "tickets.upload": companyData,
  "tickets.attachmentNotification": companyData,
  "tickets.download": companyData,
  "tickets.export": companyData,
  "tickets.exportFile": ownData,
  "documents.document": companyData,
  "clientLog.send": ownData,
  "equipment.list": companyData,
  "equipment.item": companyData,
  "equipment.children": companyData,
  "equipment.oem": companyData,
  "equipment.sla": companyData,
  "equipment.columns": ownData,
  "equipment.saveColumns": ownData,
  "equipment.sendEmail": companyData,
  "insights.service": companyData,
  "insights.equipment": companyData,
  "insights.equipmentAddRemove": companyData,
  "insights.userLogins": userInsights,
  "insights.userTickets": userInsights,
  "users.timeline": userRead,
  "admin.companies": admin("companies"),
  "admin.createCompany": admin("companies"),
  "admin.renameCompany": admin("companies"),
  "admin.deleteCompany": admin("companies"),
  "admin.companyAgreements": admin("agreements"),
  "admin.saveCompanyAgreements": admin("agreements"),
  "admin.transfer": { ...admin("transfer"), userAction: "change" },
  "admin.banner": admin("announcements"),
  "admin.saveBanner": admin("announcements"),
  "admin.impersonations": admin("impersonationLog"),
  "impersonation.start": { ...admin("impersonate"), userAction: "actFor" },
  "impersonation.candidates": admin("impersonate"),
  // The impersonation session is the customer's (role 4, say): ending it is open to any role, and
  // the handler answers 409 when the session is not an impersonation.
  "impersonation.end": ownData,
  "profile.requestEmailChange": userChange,
  "profile.emailChangeRequests": userRead,
  "emailChange.confirm": publicCall,
  "emailChange.cancel": publicCall,
  "notifications.list": userRead,
  "notifications.markSeen": userChange,
  "notifications.subscriptions": userRead,
  "notifications.subscribe": userChange,
  "notifications.unsubscribe": userChange,
  "notifications.subscribeAll": userChange,
  "notifications.locations": userRead,
  "notifications.saveLocations": userChange,
  "apps.interest": customerOwn,
  "users.list": userManagement,
  "users.adminList": staffUserList,
  "users.companyUsers": userManagement,
  "users.create": userManagement,
  "users.update": userChange,
  "users.permissions": userRead,
  "users.savePermissions": { ...userManagement, userAction: "change" },
  "users.countries": anyCaller,
}

/** The rule of `group.endpoint`, or undefined when the table has no row for it. */
export const accessRuleOf = (group: string, endpoint: string): AccessRule | undefined =>
  Object.hasOwn(accessRules, `${group}.${endpoint}`)
    ? accessRules[`${group}.${endpoint}` as EndpointKey]
    : undefined

/** True when the rule lets a caller of this role through. */
export const roleAllowed = (rule: AccessRule, roleid: number): boolean =>
  rule.roles === "any" || rule.roles.some((r) => r === roleid)
