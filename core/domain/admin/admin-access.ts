import { CHAT_PROVIDER_ROLES } from "../chat/support-chat.ts"
import { INTERNAL_STAFF_ROLES, PRIVILEGED_ROLES, ROLES, type RoleId } from "../roles.ts"

/**
 * What each admin capability needs, declared once: the server's access table, the /admin screen's
 * sections and the CLI read it. The spec leaves the lists unshown (section 6); our choice:
 * - companies, their agreements, user transfer, announcements and starting impersonation are for
 *   provider staff (developer 1, system admin 2): they act across every customer;
 * - the impersonation log is readable by staff and by company admins (3), who see the entries about
 *   their own company's users (who viewed the portal as them, when, from where).
 * - the built-in support chat's conversations (issue 29) are answered by staff (every company) and
 *   sales reps (their accounts), who pass the admin route for them alone.
 * So company admins pass the admin route (ADMIN_ROLES, roles.ts) and find only the log there.
 */
export const ADMIN_CAPABILITIES = {
  companies: INTERNAL_STAFF_ROLES,
  agreements: INTERNAL_STAFF_ROLES,
  transfer: INTERNAL_STAFF_ROLES,
  announcements: INTERNAL_STAFF_ROLES,
  impersonate: INTERNAL_STAFF_ROLES,
  impersonationLog: PRIVILEGED_ROLES,
  supportChats: CHAT_PROVIDER_ROLES,
} as const satisfies Record<string, ReadonlyArray<number>>

export type AdminCapability = keyof typeof ADMIN_CAPABILITIES

/** The capability's role ids, typed for the access table. */
export const capabilityRoles = (capability: AdminCapability): ReadonlyArray<RoleId> =>
  ADMIN_CAPABILITIES[capability] as ReadonlyArray<RoleId>

/** True when the role has the capability. */
export const can = (capability: AdminCapability, roleid: number | null | undefined): boolean =>
  roleid != null && (ADMIN_CAPABILITIES[capability] as ReadonlyArray<number>).includes(roleid)

/** The admin screen's sections a role sees, in screen order. */
export const ADMIN_SECTIONS: ReadonlyArray<AdminCapability> = [
  "supportChats",
  "companies",
  "agreements",
  "transfer",
  "announcements",
  "impersonate",
  "impersonationLog",
]
/**
 * The sections a role sees; the support chats only while the built-in chat is on (an external
 * contact centre, PORTAL_CHAT_URL, answers customers elsewhere).
 */
export const adminSectionsFor = (
  roleid: number | null | undefined,
  builtInChat: boolean,
): ReadonlyArray<AdminCapability> =>
  ADMIN_SECTIONS.filter((section) => can(section, roleid) && (section !== "supportChats" || builtInChat))

/**
 * Roles that may be impersonated: customers and sales reps. Staff are never impersonated, so nobody
 * views the portal as someone as privileged as (or more than) themselves.
 */
export const IMPERSONABLE_ROLES: ReadonlyArray<number> = [
  ROLES.companyAdmin,
  ROLES.companyUser,
  ROLES.salesRep,
]

/** Why an impersonation may not start. */
export type ImpersonationRefusal = "notAllowed" | "nested" | "self" | "privileged" | "inactive"

export const IMPERSONATION_REFUSALS: Record<ImpersonationRefusal, string> = {
  notAllowed: "Only provider staff may view the portal as another user",
  nested: "You are already viewing as another user: go back first",
  self: "You cannot view the portal as yourself",
  privileged: "Staff accounts cannot be viewed as another user",
  inactive: "This user is deactivated and cannot be viewed as",
}

export interface Impersonator {
  readonly userID: number
  readonly roleid: number
  readonly isImpersonation: boolean
}
export interface ImpersonationTarget {
  readonly userid: number
  readonly roleid: number
  readonly useractive: boolean
}

/** The first rule an impersonation breaks, or null when it may start. */
export const impersonationRefusal = (
  actor: Impersonator,
  target: ImpersonationTarget,
): ImpersonationRefusal | null => {
  if (actor.isImpersonation) return "nested"
  if (!can("impersonate", actor.roleid)) return "notAllowed"
  if (actor.userID === target.userid) return "self"
  if (!IMPERSONABLE_ROLES.includes(target.roleid)) return "privileged"
  if (!target.useractive) return "inactive"
  return null
}
