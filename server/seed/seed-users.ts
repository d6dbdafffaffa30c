import { ROLES } from "../../core/domain/roles.ts"

/** A user the seed creates; all share the demo password. */
export interface SeedUser {
  readonly username: string
  readonly roleid: number
  readonly companyid: number
  readonly firstname: string
  readonly lastname: string
  readonly active: boolean
  readonly photo: boolean
  readonly passwordExpired: boolean
  readonly createdDaysAgo: number
}

const user = (
  username: string,
  roleid: number,
  companyid: number,
  firstname: string,
  lastname: string,
  extra: Partial<SeedUser> = {},
): SeedUser => ({
  username,
  roleid,
  companyid,
  firstname,
  lastname,
  active: true,
  photo: false,
  passwordExpired: false,
  createdDaysAgo: 700,
  ...extra,
})

/** The demo sign-ins of DESIGN.md. Company 1 is the provider, 2 Acme Manufacturing, 3 Globex Logistics. */
export const demoUsers: ReadonlyArray<SeedUser> = [
  user("developer", ROLES.developer, 1, "Devon", "Parker"),
  user("sysadmin", ROLES.systemAdmin, 1, "Sam", "Adminson", { photo: true }),
  user("acme.admin", ROLES.companyAdmin, 2, "Alice", "Acheson", { photo: true }),
  user("acme.user", ROLES.companyUser, 2, "Andy", "Ackerman", { createdDaysAgo: 400 }),
  // Created before 28 Jun 2023 with no subscription change since: sees the what's-new popup.
  user("globex.admin", ROLES.companyAdmin, 3, "Gloria", "Gonzalez", { photo: true, createdDaysAgo: 1300 }),
  user("globex.user", ROLES.companyUser, 3, "Gary", "Greene", { createdDaysAgo: 300 }),
  user("sales.rep", ROLES.salesRep, 1, "Dana", "Whitfield", { photo: true }),
  user("expired.user", ROLES.companyUser, 2, "Erin", "Expiry", {
    passwordExpired: true,
    createdDaysAgo: 900,
  }),
]
