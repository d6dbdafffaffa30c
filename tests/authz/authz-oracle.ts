import { type SQL, sql } from "drizzle-orm"
import type { Db } from "../../server/db/client.ts"

/**
 * Direct SQL that says what a caller may reach, written from the spec (section 6) rather than taken
 * from the server's code: staff (1, 2) every company, a sales rep the companies whose agreements
 * name it as salesperson, everyone else its own company.
 */
export const companiesInScope = async (db: Db, userid: number): Promise<ReadonlySet<number>> => {
  const rows = await db.run<{ companyid: number }>(
    sql`SELECT c.companyid FROM companies c, users u
     WHERE u.userid = ${userid} AND (
       u.roleid IN (1, 2)
       OR (u.roleid = 11 AND c.companyid IN (
             SELECT a.companyid FROM agreements a JOIN sales_reps r ON r.salesid = a.salesid WHERE r.userid = u.userid))
       OR (u.roleid NOT IN (1, 2, 11) AND c.companyid = u.companyid))`,
  )
  return new Set(rows.map((r) => r.companyid))
}

/** Real records of one company, the targets of a matrix cell. */
export interface CompanyRecords {
  readonly companyid: number
  readonly ticketid: number
  /** An active agreement with `locationid` on it (a valid new ticket). */
  readonly agreementid: number
  readonly locationid: number
  /** The company's newest user (not a demo sign-in). */
  readonly userid: number
}

/** One of each record the matrix needs, for a company that has service data. */
export const recordsOf = async (db: Db, companyid: number): Promise<CompanyRecords> => {
  const [row] = await db.run<Omit<CompanyRecords, "companyid">>(
    sql`SELECT (SELECT min(ticketid) FROM tickets WHERE companyid = ${companyid}) AS ticketid,
            al.agreementid, al.locationid,
            (SELECT max(userid) FROM users WHERE companyid = ${companyid}) AS userid
     FROM agreements a JOIN agreement_locations al ON al.agreementid = a.agreementid
     WHERE a.companyid = ${companyid} AND a.active ORDER BY al.agreementid, al.locationid LIMIT 1`,
  )
  if (!row?.ticketid) throw new Error(`company ${companyid} has no tickets or active agreement to probe`)
  return { companyid, ...row }
}

/** The company of each row id found in `table` (tickets, agreements, locations). */
export const companiesOf = async (
  db: Db,
  table: "tickets" | "agreements" | "locations" | "equipment" | "users",
  column: string,
  ids: ReadonlyArray<number>,
): Promise<ReadonlyArray<number>> => {
  if (ids.length === 0) return []
  const rows = await db.run<{ companyid: number }>(
    sql`SELECT companyid FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ANY(${sql.param([...new Set(ids)])}::int[])`,
  )
  return rows.map((r) => r.companyid)
}

/** Contact names of the tickets of these companies. */
export const contactNamesOf = async (
  db: Db,
  companies: ReadonlySet<number>,
): Promise<ReadonlySet<string>> => {
  const rows = await db.run<{ contactname: string }>(
    sql`SELECT DISTINCT contactname FROM tickets WHERE companyid = ANY(${sql.param([...companies])}::int[]) AND contactname IS NOT NULL`,
  )
  return new Set(rows.map((r) => r.contactname.trim()))
}

/** Ticket counts by status group of these companies, as the left menu reports them. */
export const ticketCountsOf = async (db: Db, companies: ReadonlySet<number>) => {
  const [row] = await db.run<{ open: number; closed: number }>(
    sql`SELECT count(*) FILTER (WHERE ticketstatus = 'O')::int AS open,
            count(*) FILTER (WHERE ticketstatus IN ('C', 'P', 'N'))::int AS closed
     FROM tickets WHERE companyid = ANY(${sql.param([...companies])}::int[])`,
  )
  return row!
}

/** A number that changes when a write lands: rows of `table` matching `where`. */
export const countRows = async (db: Db, table: string, where: SQL): Promise<number> => {
  const [row] = await db.run<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${where}`,
  )
  return row!.n
}

/** A piece of equipment of a company that has a parent, under an agreement with a sales rep. */
export const equipmentOf = async (db: Db, companyid: number) => {
  const [row] = await db.run<{
    equipmentid: number
    parentid: number
    agreementid: number
    salesemail: string
  }>(
    sql`SELECT e.equipmentid, e.parentid, e.agreementid, r.email AS salesemail
     FROM equipment e JOIN agreements a ON a.agreementid = e.agreementid JOIN sales_reps r ON r.salesid = a.salesid
     WHERE e.companyid = ${companyid} AND e.parentid IS NOT NULL ORDER BY e.equipmentid LIMIT 1`,
  )
  if (!row) throw new Error(`company ${companyid} has no child equipment under an agreement to probe`)
  return row
}

/** Insight figures of a scope, by direct SQL: open tickets and in-service equipment of an agreement, users. */
export const insightCountsOf = async (db: Db, scope: ReadonlySet<number>, agreementid: number) => {
  const companies = sql.param([...scope])
  const [row] = await db.run<{ open: number; equipment: number; users: number }>(
    sql`SELECT (SELECT count(*) FROM tickets WHERE ticketstatus = 'O' AND agreementid = ${agreementid}
               AND companyid = ANY(${companies}::int[]))::int AS open,
            (SELECT count(*) FROM equipment WHERE removeddate IS NULL AND agreementid = ${agreementid}
               AND companyid = ANY(${companies}::int[]))::int AS equipment,
            (SELECT count(*) FROM users WHERE companyid = ANY(${companies}::int[]))::int AS users`,
  )
  return row!
}
