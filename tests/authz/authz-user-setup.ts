import { sql } from "drizzle-orm"
import type { TestServer } from "../../server/testing/test-server.ts"
import type { MatrixCaller } from "./authz-cells.ts"
import { signedIn } from "./authz-setup.ts"

/** Every demo sign-in of the README that a caller may be, and nobody. */
export const gridCallers = [
  ["developer (1)", "developer"],
  ["sysadmin (2)", "sysadmin"],
  ["acme.admin (3)", "acme.admin"],
  ["acme.user (4)", "acme.user"],
  ["globex.admin (3)", "globex.admin"],
  ["globex.user (4)", "globex.user"],
  ["sales.rep (11)", "sales.rep"],
  ["no session", undefined],
] as const

/** The demo accounts targeted (expired.user too: nobody signs in as it here). */
const demoTargets = [
  "developer",
  "sysadmin",
  "acme.admin",
  "acme.user",
  "globex.admin",
  "globex.user",
  "sales.rep",
  "expired.user",
]

/** An account a grid cell acts on. */
export interface GridTarget {
  readonly label: string
  readonly username: string
  readonly userid: number
  readonly roleid: number
  readonly companyid: number
}

export interface UserGrid {
  readonly callers: ReadonlyArray<MatrixCaller>
  readonly targets: ReadonlyArray<GridTarget>
  /** Customer companies (a transfer's destinations). */
  readonly customers: ReadonlyArray<number>
  readonly server: TestServer
}

/** The role each company's made account gets: a second system admin at the provider, a peer admin at Acme. */
const madeRole = (companyid: number, acme: number) => (companyid === 1 ? 2 : companyid === acme ? 3 : 4)

/**
 * Signs in every grid caller and makes one account in each company (so every caller meets a peer, a
 * user below and above it, in its own and other companies), read back with the demo targets.
 */
export const setUpUserGrid = async (server: TestServer): Promise<UserGrid> => {
  const callers = await Promise.all(gridCallers.map(([label, username]) => signedIn(server, label, username)))
  const companies = await server.db.run<{ companyid: number; acme: boolean }>(
    sql`SELECT companyid, companyid = (SELECT companyid FROM users WHERE username = 'acme.admin') AS acme
        FROM companies WHERE companyid = 1 OR companyid IN (SELECT companyid FROM tickets) ORDER BY companyid`,
  )
  const acme = companies.find((c) => c.acme)?.companyid ?? -1
  for (const { companyid } of companies)
    await server.db.run(
      sql`INSERT INTO users (username, password_hash, roleid, companyid, firstname, lastname, email)
          VALUES (${`grid.made.${companyid}`}, 'not-a-hash', ${madeRole(companyid, acme)}, ${companyid},
                  'Grid', 'Made', ${`grid.made.${companyid}@example.com`})`,
    )
  const rows = await server.db.run<Omit<GridTarget, "label">>(
    sql`SELECT username, userid, roleid, companyid FROM users
        WHERE username = ANY(${sql.param(demoTargets)}::text[]) OR username LIKE 'grid.made.%' ORDER BY userid`,
  )
  const targets = rows.map((t) => ({ ...t, label: `${t.username} (${t.roleid}, c${t.companyid})` }))
  const customers = companies.filter((c) => c.companyid !== 1).map((c) => c.companyid)
  return { callers, targets, customers, server }
}
