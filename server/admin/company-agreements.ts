import { eq, sql } from "drizzle-orm"
import { Effect } from "effect"
import type { AgreementEdit, CompanyAgreement } from "../../core/schema/admin.ts"
import { BadRequest } from "../../core/schema/errors.ts"
import { agreementNameProblem } from "../../core/domain/admin/company-agreements.ts"
import { orm, query, queryRows } from "../services.ts"
import { lockCompany } from "./company-store.ts"
import { pick } from "../db/pick.ts"
import { agreements } from "../db/schema.ts"

/**
 * The company's agreements by id (404 for a missing company): an order that a rename does not
 * change, so rows stay where the admin left them after saving (issue 24 point 9).
 */
export const companyAgreements = Effect.fn("companyAgreements")(function* (companyid: number) {
  yield* lockCompany(companyid)
  const rows: ReadonlyArray<CompanyAgreement> = yield* orm((o) =>
    o
      .select(pick(agreements, ["agreementid", "agreementname", "active", "contracttype"]))
      .from(agreements)
      .where(eq(agreements.companyid, companyid))
      .orderBy(agreements.agreementid),
  )
  return rows
})

/**
 * Saves the names and active flags of the company's agreements; run in a transaction so every
 * change lands or none does. Each id must be one of this company's agreements (400 naming the
 * entry otherwise); agreements left out of the list are left as they are. Which company an
 * agreement belongs to does not change here: its locations, equipment and tickets hang off it.
 */
export const saveCompanyAgreements = Effect.fn("saveCompanyAgreements")(function* (
  companyid: number,
  edits: ReadonlyArray<AgreementEdit>,
) {
  yield* lockCompany(companyid)
  const ids = edits.map((e) => e.agreementid)
  const seen = new Set<number>()
  for (const [i, id] of ids.entries()) {
    if (seen.has(id))
      return yield* new BadRequest({
        message: `Agreement ${id} is listed twice`,
        field: `agreements.${i}.agreementid`,
      })
    seen.add(id)
  }
  for (const [i, edit] of edits.entries()) {
    const problem = agreementNameProblem(edit.agreementname)
    if (problem !== null)
      return yield* new BadRequest({
        message: problem,
        field: `agreements.${i}.agreementname`,
      })
  }
  const own = yield* queryRows(
    { agreementid: agreements.agreementid },
    sql`SELECT agreementid FROM agreements WHERE companyid = ${companyid}
        AND agreementid = ANY(${sql.param(ids)}::int[]) FOR UPDATE`,
  )
  const owned = new Set(own.map((r) => r.agreementid))
  const stranger = ids.findIndex((id) => !owned.has(id))
  if (stranger >= 0)
    return yield* new BadRequest({
      message: `Agreement ${ids[stranger]} is not an agreement of company ${companyid}`,
      field: `agreements.${stranger}.agreementid`,
    })
  for (const edit of edits) {
    yield* query(
      sql`UPDATE agreements SET agreementname = ${edit.agreementname.trim()}, active = ${edit.active}
          WHERE agreementid = ${edit.agreementid} AND companyid = ${companyid}`,
    )
  }
  return yield* companyAgreements(companyid)
})
