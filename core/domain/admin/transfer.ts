import type { RoleId } from "../roles.ts"
import { CUSTOMER_ROLES, rolesForCompany } from "../users/user-rules.ts"

/**
 * What a transfer to another company moves and what it leaves (POST /v1/admin/transfer; the server's
 * transferUser does exactly this, the admin screen and the CLI say it before asking).
 */
export const TRANSFER_MOVES: ReadonlyArray<string> = [
  "the user record: role, name, contact data, preferences and sign-in count",
]
export const TRANSFER_STAYS: ReadonlyArray<string> = [
  "tickets the user raised, with their comments and attachments",
  "sign-in history and change requests",
  "their support chat conversations (an open one is closed)",
]
export const TRANSFER_EFFECTS: ReadonlyArray<string> = [
  "every session of the user ends (a staff member viewing as them too); they sign in again",
  "their personal access tokens are revoked",
  "their notifications, which speak of the former company's tickets and people, are removed",
]

/**
 * Why a role may not move (issue 22): staff and sales reps belong to the provider's company and stay
 * there; customer roles move between customer companies only. Worded once for the server's refusal,
 * the admin screen and the CLI.
 */
export const transferRoleRefusals = {
  providerRole: "Staff and sales representatives belong to the provider's company and are not transferred",
  intoProvider:
    "Company admins and users move between customer companies only, never into the provider's company",
} as const

/** The field a role refusal names and its sentence. */
export interface TransferProblem {
  readonly field: "userID" | "companyID"
  readonly message: string
}

/**
 * Whether a user of `roleid` may land in `companyId` (`rolesForCompany`): a provider role never
 * moves (field userID); a customer role never enters the provider's company (field companyID).
 */
export const transferRoleProblem = (roleid: number, companyId: number | null): TransferProblem | null => {
  if (!CUSTOMER_ROLES.includes(roleid as RoleId))
    return { field: "userID", message: transferRoleRefusals.providerRole }
  if (companyId !== null && !rolesForCompany(companyId).includes(roleid as RoleId))
    return { field: "companyID", message: transferRoleRefusals.intoProvider }
  return null
}

/** Whether a user may be offered for a transfer at all: customer roles only (the server's rule above). */
export const isTransferable = (user: { readonly roleid: number }): boolean =>
  transferRoleProblem(user.roleid, null) === null

/** Why a transfer may not be asked for, before the server is asked (it checks the same and more). */
export const transferProblem = (
  user: { readonly userid: number; readonly companyid: number; readonly roleid: number } | null,
  companyId: number | null,
): TransferProblem | null => {
  if (user === null) return { field: "userID", message: "Choose the user to transfer" }
  const roleProblem = transferRoleProblem(user.roleid, null)
  if (roleProblem !== null) return roleProblem
  if (companyId === null) return { field: "companyID", message: "Choose the company to move the user to" }
  if (user.companyid === companyId)
    return { field: "companyID", message: "The user already belongs to this company: choose another one" }
  return transferRoleProblem(user.roleid, companyId)
}
