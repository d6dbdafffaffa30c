import type { User } from "../../../core/schema/user.ts"

/** The signed-in user as the CLI prints it (never the session id, which is a secret). */
export interface UserSummary {
  readonly userID: number
  readonly username: string
  readonly name: string
  readonly email: string
  readonly role: string
  readonly roleid: number
  readonly company: string
  readonly companyid: number
}

export const summarizeUser = (user: User): UserSummary => ({
  userID: user.userid,
  username: user.username,
  name: `${user.firstname} ${user.lastname}`.trim(),
  email: user.email,
  role: user.role,
  roleid: user.roleid,
  company: user.companyname,
  companyid: user.companyid,
})

/** "Ada Lovelace (acme.user), company user at Acme Manufacturing" */
export const describeUser = (user: UserSummary): string =>
  `${user.name || user.username} (${user.username}), ${user.role} at ${user.company}`

/** "2 attempts remaining", like the login screen. */
export const attemptsText = (n: number): string => `${n} ${n === 1 ? "attempt" : "attempts"} remaining`

export const EXPIRED_NOTE =
  "Your password has expired: the server answers nothing else until you update it in the portal (Please update your password)."
