import { sql } from "drizzle-orm"
import type { TestServer } from "../../server/testing/test-server.ts"
import { type Cell, caller as makeCaller, type MatrixCaller, type Relation } from "./authz-cells.ts"
import { type CompanyRecords, companiesInScope, recordsOf } from "./authz-oracle.ts"

/** The demo roles of the README (spec section 6), and nobody. */
export const matrixUsers = [
  ["developer (1)", "developer"],
  ["sysadmin (2)", "sysadmin"],
  ["company admin (3)", "acme.admin"],
  ["company user (4)", "acme.user"],
  ["sales rep (11)", "sales.rep"],
  ["no session", undefined],
] as const

type Target = Cell["target"]

/** Everything the cells share: callers with sessions and scopes, and each company's records. */
export interface MatrixSetup {
  readonly callers: ReadonlyArray<MatrixCaller>
  readonly targets: ReadonlyMap<number, Target>
  readonly foreignExportId: string
  readonly server: TestServer
  /** The company a caller's `own` and `other` cells aim at. */
  readonly companyFor: (caller: MatrixCaller, relation: Relation) => number
}

export const signedIn = async (
  server: TestServer,
  label: string,
  username: string | undefined,
): Promise<MatrixCaller> => {
  if (username === undefined)
    return {
      label,
      username,
      userid: undefined,
      roleid: undefined,
      companyid: undefined,
      session: undefined,
      scope: new Set(),
    }
  const [user] = await server.db.run<{ userid: number; roleid: number; companyid: number }>(
    sql`SELECT userid, roleid, companyid FROM users WHERE username = ${username}`,
  )
  const session = await server.signIn(username)
  return { label, username, ...user!, session, scope: await companiesInScope(server.db, user!.userid) }
}

/** Staff uploads one file to a ticket of each company, so file calls have a real target. */
const withFile = async (server: TestServer, staff: string, records: CompanyRecords): Promise<Target> => {
  const call = makeCaller(server.url)
  const path = `/v1/ticket/${records.ticketid}/attachment?filename=matrix-${records.companyid}.txt`
  const answer = await call({ method: "POST", path, bytes: new TextEncoder().encode("target") }, staff)
  if (answer.status !== 200) throw new Error(`uploading the target file answered ${answer.status}`)
  return { ...records, file: answer.body as Target["file"] }
}

/**
 * Signs in every demo role, reads the scopes and each customer company's records with SQL,
 * uploads a target file per company and has a user who is no caller (globex.admin) make an export.
 */
export const setUpMatrix = async (server: TestServer): Promise<MatrixSetup> => {
  const callers = await Promise.all(matrixUsers.map(([label, username]) => signedIn(server, label, username)))
  const customers = (
    await server.db.run<{ companyid: number }>(sql`SELECT DISTINCT companyid FROM tickets ORDER BY companyid`)
  ).map((r) => r.companyid)
  const staff = callers[0]!.session!
  const targets = new Map<number, Target>()
  for (const companyid of customers)
    targets.set(companyid, await withFile(server, staff, await recordsOf(server.db, companyid)))
  const outsider = await server.signIn("globex.admin")
  const made = await makeCaller(server.url)({ method: "GET", path: "/v1/excel/tickets" }, outsider)
  // Where the table refuses exports to globex.admin's role, a made-up id still probes the 404.
  const foreignExportId =
    made.status === 200 ? (made.body as { url: string }).url.split("/").pop()! : crypto.randomUUID()
  const homeOf = new Map(
    (
      await server.db.run<{ userid: number; companyid: number }>(sql`SELECT userid, companyid FROM users`)
    ).map((u) => [u.userid, u.companyid]),
  )
  const companyFor = (caller: MatrixCaller, relation: Relation) => {
    const home = caller.userid === undefined ? undefined : homeOf.get(caller.userid)
    // Staff and the sales rep belong to the provider, which has no service data: their "own"
    // company is the first customer they may reach.
    const own =
      customers.find((c) => c === home) ?? customers.find((c) => caller.scope.has(c)) ?? customers[0]!
    if (relation !== "other") return own
    return customers.find((c) => c !== own && !caller.scope.has(c)) ?? customers.find((c) => c !== own)!
  }
  return { callers, targets, foreignExportId, server, companyFor }
}
