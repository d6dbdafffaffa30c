import { sql } from "drizzle-orm"
import { accountTokenKey, newAccountToken } from "../../server/accounts/account-tokens.ts"
import type { EndpointKey } from "../../server/http/access-rule.ts"
import { demoPassword } from "../../server/seed/seed-catalog.ts"
import type { Cell, ProbeRequest } from "./authz-cells.ts"
import {
  agreementRows,
  accountAgreementRows,
  contactNames,
  equipmentRows,
  equipmentInsightCounts,
  exportRows,
  leftMenu,
  locationRows,
  serviceInsightCounts,
  ticketRows,
  userLoginCounts,
  userRows,
  userTicketRows,
} from "./authz-leaks.ts"
import { countRows, equipmentOf } from "./authz-oracle.ts"
import { adminProbes } from "./authz-admin-probes.ts"
import { tokenProbes } from "./authz-token-probes.ts"
import { viewProbes } from "./authz-view-probes.ts"
import { ratingProbes } from "./authz-rating-probes.ts"
import { watcherProbes } from "./authz-watcher-probes.ts"
import { chatProbes } from "./authz-chat-probes.ts"
import type { Probe } from "./authz-probe.types.ts"
import type { UserTargetedKey } from "./authz-user-probes.ts"

const get = (path: string): ProbeRequest => ({ method: "GET", path })
const post = (path: string, json?: unknown): ProbeRequest => ({ method: "POST", path, json })
const ownOnly = ["own"] as const

/** A live reset token for the target company's newest user (not a caller), written straight to the table. */
const liveTokenFor = async (c: Cell): Promise<string> => {
  const token = newAccountToken()
  await c.db.run(
    sql`INSERT INTO account_tokens (token_hash, userid, kind, expires)
        VALUES (${accountTokenKey(token)}, ${c.target.userid}, 'reset', now() + interval '1 hour')`,
  )
  return token
}

/** A pending email change of the target company's newest user, written straight to the table. */
const emailChangeFor = async (c: Cell, which: "confirm" | "cancel"): Promise<string> => {
  const confirm = newAccountToken()
  const cancel = newAccountToken()
  await c.db.run(sql`DELETE FROM email_changes WHERE userid = ${c.target.userid}`)
  await c.db.run(
    sql`INSERT INTO email_changes (userid, requested_by, old_email, new_email, confirm_hash, cancel_hash, expires)
        SELECT userid, userid, email, 'matrix.' || ${confirm.slice(0, 8).toLowerCase()} || '@example.com',
               ${accountTokenKey(confirm)}, ${accountTokenKey(cancel)}, now() + interval '1 hour'
        FROM users WHERE userid = ${c.target.userid}`,
  )
  return which === "confirm" ? confirm : cancel
}

/** Ticket list and export filters: nothing for the own company, the other company's agreement else. */
const listFilter = (c: Cell) => (c.relation === "own" ? "" : `agreementid=(${c.target.agreementid})`)

/**
 * A new ticket of the target company, written straight to the table, for a close probe to close
 * (open) or a reopen probe to reopen (closed an hour ago). The caller raised it, so the customer rule
 * (creator, contact or company admin) lets a customer of that company act on it: the matrix tests
 * the table's role and scope; server/http/ticket-customer-close.handlers.test.ts tests the rule.
 */
const ticketFor = async (c: Cell, status: "O" | "C" = "O"): Promise<number> => {
  const [row] = await c.db.run<{ ticketid: number }>(
    sql`INSERT INTO tickets (companyid, agreementid, locationid, problem, contactname, tickettype,
          createddateutc, modifieddateutc, ticketstatus, completeddateutc, createdbyuserid)
        SELECT companyid, agreementid, locationid, 'Authorization matrix close probe', 'Matrix Probe', 'Break/Fix',
          now() - interval '2 hours', now(), ${status},
          CASE WHEN ${status} = 'C' THEN now() - interval '1 hour' END, ${c.caller.userid ?? null}::int
          FROM tickets WHERE ticketid = ${c.target.ticketid}
        RETURNING ticketid`,
  )
  return row!.ticketid
}
const openTicketFor = (c: Cell) => ticketFor(c, "O")

let probeUsers = 0
/** A new account's body in the target company, with a username no other probe used. */
const newUserBody = (c: Cell) => {
  probeUsers += 1
  const username = `matrix.probe.${probeUsers}`
  return {
    username,
    email: `${username}@example.com`,
    firstname: "Matrix",
    lastname: "Probe",
    roleid: 4,
    companyid: c.target.companyid,
  }
}

/** The caller's own export (made first), or one another user made. */
const exportFile = async (c: Cell): Promise<ProbeRequest> => {
  if (c.relation === "other" || c.session === undefined) return get(`/v1/excel/files/${c.foreignExportId}`)
  const made = await c.call(get("/v1/excel/tickets?ticketstatus=(O)"), c.session)
  return get(
    made.status === 200 ? (made.body as { url: string }).url : `/v1/excel/files/${c.foreignExportId}`,
  )
}

/**
 * One probe per endpoint of the contract that names no user (those are in `userProbes`, run over
 * every target), keyed like the access table: a missing endpoint fails type checking here too, and
 * the matrix test fails for an endpoint without a probe.
 */
export const probes: { readonly [K in Exclude<EndpointKey, UserTargetedKey>]: Probe } = {
  "auth.login": {
    relations: ownOnly,
    request: () => post("/v1/login", { username: "globex.user", password: demoPassword }),
  },
  "auth.loginAttempts": {
    relations: ownOnly,
    request: () => post("/v1/login/attempts", { username: "globex.user" }),
  },
  "config.config": { relations: ownOnly, request: () => get("/v1/config") },
  "events.stream": { relations: ownOnly, request: () => ({ ...get("/v1/events"), firstChunk: true }) },
  "account.logout": { relations: ownOnly, freshSession: true, request: () => get("/v1/logout") },
  "account.logoutAll": {
    relations: ownOnly,
    freshSession: true,
    endsEverySession: true,
    request: () => post("/v1/logout/all"),
  },
  "account.expired": { relations: ownOnly, request: () => get("/v1/expired") },
  "account.session": { relations: ownOnly, request: () => get("/v1/session") },
  "password.forgot": { relations: ownOnly, request: () => post("/v1/forgot", { username: "globex.user" }) },
  "password.forgotUsername": {
    relations: ownOnly,
    request: () => post("/v1/forgot/username", { email: "nobody@example.com" }),
  },
  "password.checkToken": {
    relations: ownOnly,
    request: async (c) => get(`/v1/reset/${await liveTokenFor(c)}`),
  },
  "password.reset": {
    relations: ownOnly,
    request: async (c) => post(`/v1/reset/${await liveTokenFor(c)}`, { password: "Matrix-Probe-2026!" }),
  },
  "dev.outbox": { relations: ownOnly, request: () => get("/v1/dev/outbox") },
  "account.policyConfirmation": {
    relations: ownOnly,
    request: () => ({ method: "PATCH", path: "/v1/policy/confirmation" }),
  },
  "emailChange.confirm": {
    relations: ownOnly,
    request: async (c) => post(`/v1/user/confirmemailchange/${await emailChangeFor(c, "confirm")}`),
  },
  "emailChange.cancel": {
    relations: ownOnly,
    request: async (c) => post(`/v1/user/cancelemailchange/${await emailChangeFor(c, "cancel")}`),
  },
  "apps.interest": {
    relations: ownOnly,
    request: () =>
      post("/v1/interest", { key: "interested-monitoring", product: "Authorization matrix probe" }),
  },
  "users.list": {
    list: true,
    request: (c) =>
      get(`/v1/users?pl=1000${c.relation === "own" ? "" : `&companyid=(${c.target.companyid})`}`),
    leaks: userRows,
  },
  "users.adminList": {
    list: true,
    request: (c) => get(`/v1/users/admin?pl=1000&companyid=(${c.target.companyid})`),
    leaks: userRows,
  },
  "users.companyUsers": { request: (c) => get(`/v1/company/${c.target.companyid}/users`), leaks: userRows },
  "users.create": {
    request: (c) => post("/v1/user", newUserBody(c)),
    footprint: ({ db, target }) => countRows(db, "users", sql`companyid = ${target.companyid}`),
  },
  "users.countries": { relations: ownOnly, request: () => get("/v1/ec/countries") },
  "shell.leftMenu": { relations: ownOnly, list: true, request: () => get("/v1/leftmenu"), leaks: leftMenu },
  "shell.banner": { relations: ownOnly, request: () => get("/v1/banner") },
  "shell.agreements": {
    relations: ownOnly,
    list: true,
    request: () => get("/v1/agreements"),
    leaks: agreementRows,
  },
  "shell.agreement": { request: (c) => get(`/v1/agreement/${c.target.agreementid}`) },
  "shell.contracts": {
    request: (c) => get(`/v1/contracts?agreementid=${c.target.agreementid}`),
    leaks: locationRows,
  },
  "tickets.list": {
    list: true,
    request: (c) => get(`/v1/ticketdetails?pl=1000&${listFilter(c)}`),
    leaks: ticketRows,
  },
  "tickets.ticket": { request: (c) => get(`/v1/ticket/${c.target.ticketid}`) },
  "tickets.create": {
    request: ({ target }) =>
      post("/v1/ticket", {
        agreementid: target.agreementid,
        locationid: target.locationid,
        problem: "Authorization matrix probe",
        contactname: "Matrix Probe",
      }),
    footprint: ({ db, target }) => countRows(db, "tickets", sql`companyid = ${target.companyid}`),
  },
  "tickets.createWithFiles": {
    request: ({ target }) => {
      const form = new FormData()
      const ticket = { agreementid: target.agreementid, locationid: target.locationid }
      form.append(
        "ticket",
        JSON.stringify({ ...ticket, problem: "Matrix probe", contactname: "Matrix Probe" }),
      )
      form.append("files", new Blob(["matrix probe"]), "matrix.txt")
      return { method: "POST", path: "/v1/ticket/withfiles", form }
    },
    footprint: ({ db, target }) => countRows(db, "tickets", sql`companyid = ${target.companyid}`),
  },
  "tickets.close": {
    request: async (c) =>
      post(`/v1/ticket/${await openTicketFor(c)}/close`, { solution: "Authorization matrix probe" }),
    // Closed tickets of the company: a refused close leaves the probe's open ticket open.
    footprint: ({ db, target }) =>
      countRows(db, "tickets", sql`companyid = ${target.companyid} AND ticketstatus = 'C'`),
  },
  "tickets.customerClose": {
    request: async (c) => post(`/v1/ticket/${await openTicketFor(c)}/customerclose`, { reason: "resolved" }),
    footprint: ({ db, target }) =>
      countRows(db, "tickets", sql`companyid = ${target.companyid} AND ticketstatus = 'C'`),
  },
  "tickets.reopen": {
    request: async (c) =>
      post(`/v1/ticket/${await ticketFor(c, "C")}/reopen`, { comment: "Authorization matrix probe" }),
    // Open tickets of the company: a refused reopen leaves the probe's closed ticket closed.
    footprint: ({ db, target }) =>
      countRows(db, "tickets", sql`companyid = ${target.companyid} AND ticketstatus = 'O'`),
  },
  "tickets.contacts": {
    relations: ownOnly,
    list: true,
    request: () => get("/v1/ticketcontacts"),
    leaks: contactNames,
  },
  "tickets.comment": {
    request: ({ target }) =>
      post("/v1/activity/tickets", {
        comment: "Authorization matrix probe",
        ticketid: target.ticketid,
        activityid: 3,
        applicationid: 1,
      }),
    footprint: ({ db, target }) => countRows(db, "ticket_activities", sql`ticketid = ${target.ticketid}`),
  },
  "tickets.files": { request: (c) => get(`/v1/viewall/ticket/${c.target.ticketid}`) },
  "tickets.upload": {
    request: ({ target }) => ({
      method: "POST",
      path: `/v1/ticket/${target.ticketid}/attachment?filename=matrix.txt`,
      bytes: new TextEncoder().encode("matrix probe"),
    }),
    footprint: ({ db, target }) => countRows(db, "ticket_files", sql`ticketid = ${target.ticketid}`),
  },
  "tickets.attachmentNotification": {
    request: (c) => post(`/v1/ticket/attachment/notification?ticketID=${c.target.ticketid}`),
    footprint: ({ db }) => countRows(db, "outbox", sql`TRUE`),
  },
  "tickets.download": { request: (c) => post("/v1/download/", { filename: c.target.file.fileName }) },
  "tickets.export": {
    list: true,
    request: (c) => get(`/v1/excel/tickets?${listFilter(c)}`),
    leaks: exportRows,
  },
  "tickets.exportFile": { request: exportFile },
  "documents.document": { request: (c) => get(`/documents/${c.target.file.dmsId}`) },
  "clientLog.send": {
    relations: ownOnly,
    request: () =>
      post("/v1/log/client", {
        page: "/tickets",
        entries: [{ kind: "event", at: 1, actor: "matrix#1", event: { type: "matrix.probe" } }],
      }),
    footprint: ({ db }) => countRows(db, "client_log", sql`TRUE`),
  },
  "shell.salesforceAccounts": { relations: ownOnly, request: () => get("/v1/salesforceaccounts") },
  "shell.salesforceAgreements": {
    request: (c) => get(`/v1/salesforceaccounts/${c.target.companyid}/agreements`),
    leaks: accountAgreementRows,
  },
  "equipment.list": {
    list: true,
    request: (c) => get(`/v1/userequipment?pl=1000&contracttype=(All)&${listFilter(c)}`),
    leaks: equipmentRows,
  },
  "equipment.item": {
    request: async (c) =>
      get(`/v1/userequipment/${(await equipmentOf(c.db, c.target.companyid)).equipmentid}`),
  },
  "equipment.children": {
    request: async (c) =>
      get(`/v1/equipment/children?id=${(await equipmentOf(c.db, c.target.companyid)).parentid}`),
    leaks: equipmentRows,
  },
  "equipment.oem": { relations: ownOnly, request: () => get("/v1/oem") },
  "equipment.sla": { relations: ownOnly, request: () => get("/v1/sla/time") },
  "equipment.columns": { relations: ownOnly, request: () => get("/v1/preferences/equipment-columns") },
  "equipment.saveColumns": {
    relations: ownOnly,
    request: () => ({
      method: "PUT",
      path: "/v1/preferences/equipment-columns",
      json: { columns: ["description"] },
    }),
  },
  "equipment.sendEmail": {
    request: async (c) => {
      const e = await equipmentOf(c.db, c.target.companyid)
      return post("/v1/sendemail", {
        template: "agreement-request",
        to: e.salesemail,
        agreementid: e.agreementid,
        equipmentid: e.equipmentid,
        locationname: null,
        equipment: null,
        systemname: null,
        serialnumber: null,
        message: "Authorization matrix probe",
      })
    },
    footprint: ({ db, target }) => countRows(db, "change_requests", sql`companyid = ${target.companyid}`),
  },
  "insights.service": {
    request: (c) => get(`/v1/insights/service?period=12m&agreementid=${c.target.agreementid}`),
    leaks: serviceInsightCounts,
  },
  "insights.equipment": {
    request: (c) => get(`/v1/insights/equipment?agreementid=${c.target.agreementid}`),
    leaks: equipmentInsightCounts,
  },
  "insights.equipmentAddRemove": {
    request: (c) => get(`/v1/insights/equipment/addRemove?agreementid=${c.target.agreementid}`),
  },
  "insights.userLogins": {
    relations: ownOnly,
    list: true,
    request: () => get("/v1/insights/users/logins?period=6m"),
    leaks: userLoginCounts,
  },
  "insights.userTickets": {
    request: (c) => get(`/v1/insights/users/tickets?period=24m&agreementid=${c.target.agreementid}`),
    leaks: userTicketRows,
  },
  ...adminProbes,
  ...tokenProbes,
  ...viewProbes,
  ...ratingProbes,
  ...watcherProbes,
  ...chatProbes,
}

export type { Probe }
