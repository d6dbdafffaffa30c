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

/** A customer user made for the probe in another company, to be transferred into the target. */
const strayUser = async (c: Cell): Promise<number> => {
  const company = await emptyCompany(c)
  const name = `matrix.${crypto.randomUUID().slice(0, 8)}`
  const [row] = await c.db.run<{ id: number }>(
    sql`INSERT INTO users (username, password_hash, roleid, companyid, firstname, lastname, email)
        VALUES (${name}, 'not-a-hash', 4, ${company}, 'Matrix', 'Stray', ${`${name}@example.com`})
        RETURNING userid AS id`,
  )
  return row!.id
}

/** An active customer of the target company (someone staff may view as), made when it has none. */
const activeCustomer = async (c: Cell): Promise<number> => {
  const [row] = await c.db.run<{ id: number }>(
    sql`SELECT userid AS id FROM users WHERE companyid = ${c.target.companyid} AND roleid IN (3, 4) AND useractive
        ORDER BY roleid DESC, userid LIMIT 1`,
  )
  if (row) return row.id
  const name = `matrix.${crypto.randomUUID().slice(0, 8)}`
  const [made] = await c.db.run<{ id: number }>(
    sql`INSERT INTO users (username, password_hash, roleid, companyid, firstname, lastname, email)
        VALUES (${name}, 'not-a-hash', 4, ${c.target.companyid}, 'Matrix', 'Customer', ${`${name}@example.com`})
        RETURNING userid AS id`,
  )
  return made!.id
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
  "admin.transfer": {
    request: async (c) =>
      post("/v1/admin/transfer", { userID: await strayUser(c), companyID: c.target.companyid }),
    footprint: ({ db, target }) => countRows(db, "users", sql`companyid = ${target.companyid}`),
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
  "impersonation.start": {
    freshSession: true,
    request: async (c) => post("/v1/impersonation/start", { userID: await activeCustomer(c) }),
    footprint: ({ db }) => countRows(db, "impersonation_log", sql`TRUE`),
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
