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
]
export const TRANSFER_EFFECTS: ReadonlyArray<string> = [
  "every session of the user ends (a staff member viewing as them too); they sign in again",
]

/** Why a transfer may not be asked for, before the server is asked (it checks the same and more). */
export const transferProblem = (
  user: { readonly userid: number; readonly companyid: number } | null,
  companyId: number | null,
): { readonly field: "userID" | "companyID"; readonly message: string } | null => {
  if (user === null) return { field: "userID", message: "Choose the user to transfer" }
  if (companyId === null) return { field: "companyID", message: "Choose the company to move the user to" }
  if (user.companyid === companyId)
    return { field: "companyID", message: "The user already belongs to this company: choose another one" }
  return null
}
