import { sql } from "drizzle-orm"
import { createSession } from "../../server/auth/session-store.ts"
import type { Cell, ProbeRequest } from "./authz-cells.ts"
import type { LeakCheck } from "./authz-leaks.ts"
import { companiesInScope, countRows } from "./authz-oracle.ts"
import type { Probe } from "./authz-probe.types.ts"

const get = (path: string): ProbeRequest => ({ method: "GET", path })
const post = (path: string, json?: unknown): ProbeRequest => ({ method: "POST", path, json })
const ownOnly = ["own"] as const

/**
 * Rows that name a company (`items[].companyId`) outside the caller's scope, read again by the
 * oracle now (probes of other calls add companies after the matrix started).
 */
const companyIdRows: LeakCheck = async (body, cell) => {
  const ids = (body as { items: Array<{ companyId: number }> }).items.map((r) => r.companyId)
  const scope =
    cell.caller.userid === undefined ? new Set<number>() : await companiesInScope(cell.db, cell.caller.userid)
  return [...new Set(ids.filter((c) => !scope.has(c)))].map(
    (c) => `a row of company ${c}, outside the caller's scope`,
  )
}

/** How many companies the probes made: a footprint leaves them out of its count. */
let probeCompanies = 0

/** A company made for the probe alone (nothing in it), so deleting it may succeed. */
const emptyCompany = async (c: Cell): Promise<number> => {
  probeCompanies++
  const [row] = await c.db.run<{ id: number }>(
    sql`INSERT INTO companies (companyname) VALUES (${`Matrix empty ${crypto.randomUUID()}`}) RETURNING companyid AS id`,
  )
  return row!.id
}

/** The caller's own user viewed as by the developer: a session `end` may end. */
const impersonatedSession = async (c: Cell): Promise<string | undefined> => {
  if (c.caller.userid === undefined) return undefined
  const [dev] = await c.db.run<{ id: number }>(
    sql`SELECT userid AS id FROM users WHERE username = 'developer'`,
  )
  return createSession(c.db, c.caller.userid, { isImpersonation: true, impersonatorUserid: dev!.id })
}

const firstAgreement = async (c: Cell) => {
  const [row] = await c.db.run<{ agreementid: number; agreementname: string; active: boolean }>(
    sql`SELECT agreementid, agreementname, active FROM agreements WHERE agreementid = ${c.target.agreementid}`,
  )
  return row!
}

const companyName = async (c: Cell) => {
  const [row] = await c.db.run<{ name: string }>(
    sql`SELECT companyname AS name FROM companies WHERE companyid = ${c.target.companyid}`,
  )
  return row!.name
}

/** Probes of the admin and impersonation calls (issue 13); spread into `probes`. */
export const adminProbes = {
  "admin.companies": { relations: ownOnly, request: () => get("/v1/companies?pl=200") },
  "admin.createCompany": {
    relations: ownOnly,
    request: () => post("/v1/company/", { companyName: `Matrix ${crypto.randomUUID()}` }),
    footprint: ({ db }) => countRows(db, "companies", sql`TRUE`),
  },
  "admin.renameCompany": {
    // The company's own name again: allowed callers change nothing, refused ones must not either.
    request: async (c) => ({
      method: "PATCH",
      path: `/v1/company/${c.target.companyid}`,
      json: { company: { companyName: await companyName(c) } },
    }),
  },
  "admin.deleteCompany": {
    relations: ownOnly,
    request: async (c) => ({ method: "DELETE", path: `/v1/company/${await emptyCompany(c)}` }),
    // Companies less the ones probes made: a refused delete leaves it as it was, a delete lowers it.
    footprint: async ({ db }) => (await countRows(db, "companies", sql`TRUE`)) - probeCompanies,
  },
  "admin.companyAgreements": { request: (c) => get(`/v1/company/${c.target.companyid}/agreements`) },
  "admin.saveCompanyAgreements": {
    request: async (c) => ({
      method: "PUT",
      path: `/v1/company/${c.target.companyid}/agreements`,
      json: {
        agreements: [await firstAgreement(c)].map(({ agreementid, agreementname, active }) => ({
          agreementid,
          agreementname,
          active,
        })),
      },
    }),
  },
  "admin.banner": { relations: ownOnly, request: () => get("/v1/admin/banner") },
  "admin.saveBanner": {
    relations: ownOnly,
    request: () =>
      post("/v1/admin/banner", {
        message: "<p>Matrix probe</p>",
        status: "information",
        active: false,
        startDate: null,
        endDate: null,
      }),
    footprint: ({ db }) => countRows(db, "banners", sql`TRUE`),
  },
  "admin.impersonations": {
    relations: ownOnly,
    list: true,
    request: () => get("/v1/admin/impersonations?pl=200"),
    leaks: companyIdRows,
  },
  "impersonation.end": {
    relations: ownOnly,
    request: async (c) => ({ ...post("/v1/impersonation/end"), session: await impersonatedSession(c) }),
  },
  "impersonation.candidates": {
    relations: ownOnly,
    list: true,
    request: () => get("/v1/impersonation/candidates?search=a"),
    leaks: companyIdRows,
  },
} satisfies Record<string, Probe>
