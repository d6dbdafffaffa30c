import { isInternalStaff, ROLES } from "../roles.ts"
import { CUSTOMER_ROLES, type Person, roleRank } from "./user-rank.ts"

/**
 * The one rule for acting on a user account, asked by every call that names or acts on a user
 * (server), and by the screens and the CLI before they offer an action.
 *
 * - `read`: see the account and its settings (profile, sign-in count, activity timeline,
 *   permissions, notifications, subscriptions, followed locations, pending email changes).
 * - `change`: write any of it (profile, email change, permissions, notification settings, transfer).
 * - `actFor`: sign in as the user (impersonation).
 * - `own`: what only the account's owner does (a password token: it changes the password with the
 *   current one; others who manage the account use the mailed reset link or deactivation).
 *
 * Self: everything (which fields, `editableFields` says; whether staff may view the portal as
 * themselves, the impersonation rules say). A company admin reads and changes the customer
 * accounts (roles 3, 4) of their own company, and acts for those it outranks (company users).
 * Staff (1, 2) read every account (they list every company's users already; reading reveals no
 * secret), and change or act for accounts below their own rank only: a system admin never
 * changes or acts for a developer or another system admin. Sales reps and company users act on
 * nobody but themselves. The company scope (404 outside it) is the server's, checked before this.
 */
export type UserAction = "read" | "change" | "actFor" | "own"

export const USER_ACTIONS: ReadonlyArray<UserAction> = ["read", "change", "actFor", "own"]

/** True when the caller manages the target's account: staff below their rank, company admins at home. */
const manages = (caller: Person, target: Person): boolean => {
  if (isInternalStaff(caller.roleid)) return roleRank(target.roleid) < roleRank(caller.roleid)
  return (
    caller.roleid === ROLES.companyAdmin &&
    caller.companyid === target.companyid &&
    CUSTOMER_ROLES.some((r) => r === target.roleid)
  )
}

/** True when the caller may do `action` on the target's account. */
export const mayActOnUser = (caller: Person, target: Person, action: UserAction): boolean => {
  if (caller.userid === target.userid) return true
  switch (action) {
    case "read":
      return isInternalStaff(caller.roleid) || manages(caller, target)
    case "change":
      return manages(caller, target)
    case "actFor":
      return manages(caller, target) && roleRank(target.roleid) < roleRank(caller.roleid)
    case "own":
      return false
  }
}

/**
 * True when a caller of this role may act on anyone but itself at all: the server refuses the
 * others (403) before it even looks the named user up, so user ids are not probed.
 */
export const actsOnOthers = (roleid: number): boolean =>
  isInternalStaff(roleid) || roleid === ROLES.companyAdmin

/** The sentence of a refused action on another user's account. */
export const USER_ACTION_REFUSALS: { readonly [A in UserAction]: string } = {
  read: "Only an administrator who manages this user may see their account",
  change: "You do not manage this user, so you cannot change their account",
  actFor: "You cannot act for this user: only someone who outranks them and manages their account can",
  own: "Only the account's owner can do this; for another user's password, send the reset link",
}

/** Why the caller may not do `action` on the target, or undefined when it may. */
export const userActionRefusal = (caller: Person, target: Person, action: UserAction): string | undefined =>
  mayActOnUser(caller, target, action) ? undefined : USER_ACTION_REFUSALS[action]

/**
 * True when the caller manages another user's account (edit, activate, deactivate, permissions).
 * Nobody manages their own account through this (see `editableFields` for what self may change).
 */
export const canManageUser = (caller: Person, target: Person): boolean =>
  caller.userid !== target.userid && mayActOnUser(caller, target, "change")
