import type { ConfirmOptions } from "../dialogs.ts"
import { isInternalStaff } from "../roles.ts"
import { assignableRolesIn } from "./user-rules.ts"

/** One entry of a choice list (a company or a role). */
export interface Choice {
  readonly id: number
  readonly name: string
}

/** The signed-in user as the Users page needs them. */
export interface UsersPageCaller {
  readonly roleid: number
  readonly companyid: number
  readonly companyname: string
}

/** Names of the roles the user editor offers. */
export const ROLE_NAMES: Readonly<Record<number, string>> = {
  1: "Developer",
  2: "System Admin",
  3: "Company Admin",
  4: "Company User",
  11: "Sales Rep",
}

/**
 * Companies a new user may be created in: a company admin's own company; for staff, their own and
 * every company of the rows shown, by name.
 */
export const companyChoices = (
  caller: UsersPageCaller | null,
  rows: ReadonlyArray<{ readonly companyid: number; readonly companyname: string }> | null,
): ReadonlyArray<Choice> => {
  if (caller === null) return []
  if (!isInternalStaff(caller.roleid)) return [{ id: caller.companyid, name: caller.companyname }]
  const seen = new Map<number, string>([[caller.companyid, caller.companyname]])
  for (const u of rows ?? []) seen.set(u.companyid, u.companyname)
  return [...seen].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name))
}

/** Roles the caller may give a new user of `companyid`, with their names. */
export const roleChoices = (callerRole: number | null, companyid: number): ReadonlyArray<Choice> =>
  callerRole === null
    ? []
    : assignableRolesIn(callerRole, companyid).map((id) => ({ id, name: ROLE_NAMES[id] ?? String(id) }))

/** True when 'Add user' is offered: the first company choice has a role the caller may give. */
export const canAddUser = (caller: UsersPageCaller | null, companies: ReadonlyArray<Choice>): boolean =>
  caller !== null && companies.length > 0 && roleChoices(caller.roleid, companies[0]!.id).length > 0

/** The page sizes offered: the standard ones plus the current one (an URL may ask for another), ascending. */
export const pageSizeChoices = (sizes: ReadonlyArray<number>, current: number): ReadonlyArray<number> =>
  [...new Set<number>([...sizes, current])].sort((a, b) => a - b)

/** The question asked before a user is activated or deactivated. */
export const activationConfirm = (user: {
  readonly firstname: string
  readonly lastname: string
  readonly useractive: boolean
}): ConfirmOptions => {
  const name = `${user.firstname} ${user.lastname}`
  return user.useractive
    ? {
        title: `Deactivate ${name}?`,
        body: `${name} will be signed out everywhere and cannot sign in until activated again.`,
        confirmText: "Deactivate",
        cancelText: "Cancel",
      }
    : {
        title: `Activate ${name}?`,
        body: `${name} will be able to sign in again.`,
        confirmText: "Activate",
        cancelText: "Cancel",
      }
}
