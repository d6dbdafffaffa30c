import { eq, sql } from "drizzle-orm"
import { Effect } from "effect"
import { companyDeleteRefusal, companyNameProblem } from "../../core/domain/admin/company.ts"
import type { Company } from "../../core/schema/admin.ts"
import { BadRequest, Conflict, NotFound } from "../../core/schema/errors.ts"
import { containsPattern } from "../lists/search.sql.ts"
import { computed } from "../db/rows.ts"
import { companies } from "../db/schema.ts"
import { orm, queryRows, useDb } from "../services.ts"

/** SQLSTATE 23503, looking through the driver's wrapper. */
const isForeignKeyViolation = (error: unknown): boolean => {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++)
    if ((e as { code?: unknown }).code === "23503") return true
  return false
}

/** A company as the admin screens show it (the contract's `Company`). */
const companyShape = {
  id: companies.companyid,
  companyName: companies.companyname,
  userCount: computed<number>(),
  agreementCount: computed<number>(),
}

const companyColumns = sql`c.companyid AS id, c.companyname AS "companyName",
  (SELECT count(*)::int FROM users u WHERE u.companyid = c.companyid) AS "userCount",
  (SELECT count(*)::int FROM agreements a WHERE a.companyid = c.companyid) AS "agreementCount"`

const companyNotFound = (id: number) => new NotFound({ message: `Company ${id} was not found` })

/** A page of companies by name, with what each holds; `search` matches part of the name. */
export const listCompanies = Effect.fn("listCompanies")(function* (page: {
  readonly offset: number
  readonly limit: number
  readonly search: string | undefined
}) {
  const term = page.search?.trim() ?? ""
  const where = term === "" ? sql`TRUE` : sql`c.companyname ILIKE ${containsPattern(term)}`
  const items: ReadonlyArray<Company> = yield* queryRows(
    companyShape,
    sql`SELECT ${companyColumns} FROM companies c WHERE ${where}
        ORDER BY lower(c.companyname), c.companyid LIMIT ${page.limit} OFFSET ${page.offset}`,
  )
  const [total] = yield* queryRows(
    { n: computed<number>() },
    sql`SELECT count(*)::int AS n FROM companies c WHERE ${where}`,
  )
  return { items, count: total?.n ?? 0 }
})

export const findCompany = Effect.fn("findCompany")(function* (id: number) {
  const [row] = yield* queryRows(
    companyShape,
    sql`SELECT ${companyColumns} FROM companies c WHERE c.companyid = ${id}`,
  )
  const company: Company | undefined = row
  return company ?? (yield* companyNotFound(id))
})

/** The trimmed name, or 400 naming the field. */
const checkedName = (name: string) => {
  const problem = companyNameProblem(name)
  return problem === null
    ? Effect.succeed(name.trim())
    : Effect.fail(new BadRequest({ message: problem, field: "companyName" }))
}

/** 409 when another company already has the name (ignoring case). */
const refuseTakenName = Effect.fn("refuseTakenName")(function* (name: string, exceptId: number | null) {
  const [taken] = yield* queryRows(
    { id: companies.companyid },
    sql`SELECT companyid AS id FROM companies WHERE lower(companyname) = lower(${name})
        AND companyid IS DISTINCT FROM ${exceptId}::int`,
  )
  if (taken)
    return yield* new Conflict({ message: `A company named ${name} already exists`, field: "companyName" })
})

/** Creates a company; run inside a transaction (the name check and the insert land together). */
export const createCompany = Effect.fn("createCompany")(function* (name: string) {
  const companyName = yield* checkedName(name)
  yield* refuseTakenName(companyName, null)
  const [row] = yield* orm((o) =>
    o.insert(companies).values({ companyname: companyName }).returning({ id: companies.companyid }),
  )
  return yield* findCompany(row!.id)
})

export const renameCompany = Effect.fn("renameCompany")(function* (id: number, name: string) {
  const companyName = yield* checkedName(name)
  yield* lockCompany(id)
  yield* refuseTakenName(companyName, id)
  yield* orm((o) => o.update(companies).set({ companyname: companyName }).where(eq(companies.companyid, id)))
  return yield* findCompany(id)
})

/** Locks the company's row for the rest of the transaction; 404 when missing. */
export const lockCompany = Effect.fn("lockCompany")(function* (id: number) {
  const [row] = yield* orm((o) =>
    o
      .select({ name: companies.companyname })
      .from(companies)
      .where(eq(companies.companyid, id))
      .for("update"),
  )
  return row?.name ?? (yield* companyNotFound(id))
})

/**
 * Deletes an empty company. A company that still has users, agreements, tickets, equipment or
 * locations is refused with 409 and a sentence naming what it holds (nothing is cascaded away).
 */
export const deleteCompany = Effect.fn("deleteCompany")(function* (id: number) {
  const name = yield* lockCompany(id)
  const count = computed<number>()
  const [held] = yield* queryRows(
    { users: count, agreements: count, tickets: count, equipment: count, locations: count, history: count },
    sql`SELECT (SELECT count(*)::int FROM users WHERE companyid = ${id}) AS users,
          (SELECT count(*)::int FROM agreements WHERE companyid = ${id}) AS agreements,
          (SELECT count(*)::int FROM tickets WHERE companyid = ${id}) AS tickets,
          (SELECT count(*)::int FROM equipment WHERE companyid = ${id}) AS equipment,
          (SELECT count(*)::int FROM locations WHERE companyid = ${id}) AS locations,
          ((SELECT count(*) FROM sign_ins WHERE companyid = ${id})
            + (SELECT count(*) FROM change_requests WHERE companyid = ${id}))::int AS history`,
  )
  const refusal = companyDeleteRefusal(name, held!)
  if (refusal !== null) return yield* new Conflict({ message: refusal })
  // Rows of later tables that point at the company (and are not counted above) refuse it too.
  const deleted = yield* useDb((db) =>
    db.run(sql`DELETE FROM companies WHERE companyid = ${id}`).then(
      () => true,
      (error: unknown) => {
        if (isForeignKeyViolation(error)) return false
        throw error
      },
    ),
  )
  if (!deleted)
    return yield* new Conflict({ message: `${name} cannot be deleted: other records still refer to it.` })
  return name
})
