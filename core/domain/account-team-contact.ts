import { ROLES, type RoleId } from "./roles.ts"

/**
 * `POST /v1/sendemail` with `{ template }` alone (spec section 7; the local key
 * `contactedAccountTeam` of section 5): a customer asks their account team to get in touch. The
 * client sends it once and remembers it under `contactedAccountTeam` until logout; the server
 * bounds it per user (`MAIL_LIMITS.accountTeamContact`). README: "Contacting the account team".
 */
export const ACCOUNT_TEAM_TEMPLATE = "account-team"

/** Customers only: staff and sales reps are the provider's side of the account team. */
export const ACCOUNT_TEAM_CONTACT_ROLES: ReadonlyArray<RoleId> = [ROLES.companyAdmin, ROLES.companyUser]

/** True when the role may ask its account team to get in touch. */
export const canContactAccountTeam = (roleid: number | null | undefined): boolean =>
  roleid != null && (ACCOUNT_TEAM_CONTACT_ROLES as ReadonlyArray<number>).includes(roleid)

/** The texts of the request, its answer and its refusals (block, server, CLI). */
export const ACCOUNT_TEAM_CONTACT_TEXTS = {
  button: "Ask my account team to contact me",
  sent: "Your account team has been asked to contact you.",
  notCustomer: "Only customers can ask their account team to contact them",
  noTeam: "Your company has no account team to send this request to",
} as const
