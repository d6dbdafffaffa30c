import { sql } from "drizzle-orm"
import { IMPERSONABLE_ROLES } from "../../core/domain/admin/admin-access.ts"
import { CUSTOMER_ROLES } from "../../core/domain/users/user-rank.ts"
import type { EndpointKey } from "../../server/http/access-rule.ts"
import { demoPassword } from "../../server/seed/seed-catalog.ts"
import type { Answer, MatrixCaller, ProbeRequest } from "./authz-cells.ts"
import type { GridTarget, UserGrid } from "./authz-user-setup.ts"

/** One cell of the user grid: a caller acting on a target account through one endpoint. */
export interface UserCell {
  readonly caller: MatrixCaller
  readonly target: GridTarget
  readonly grid: UserGrid
  readonly call: (request: ProbeRequest, session: string | undefined) => Promise<Answer>
}

/** How the grid calls one user-targeted endpoint. */
export interface UserProbe {
  /** Built before the footprint is read, so what it prepares is not counted as the call's doing. */
  readonly request: (cell: UserCell) => ProbeRequest | Promise<ProbeRequest>
  /** A write (or a credential): a refused call must leave the target's footprint as it was. */
  readonly writes?: true
  /** The targets the call is about (a transfer moves customers only); the others are not tried. */
  readonly targets?: (target: GridTarget) => boolean
  /** The answer on oneself where the call itself refuses it (the user rule allows everything on oneself). */
  readonly self?: 403
  /** Puts back what a success changed that later cells rely on (a session, a company). */
  readonly afterSuccess?: (cell: UserCell) => Promise<void>
}

const get = (path: string): ProbeRequest => ({ method: "GET", path })
const post = (path: string, json?: unknown): ProbeRequest => ({ method: "POST", path, json })
const run = (c: UserCell, query: ReturnType<typeof sql>) => c.grid.server.db.run(query)

/** Ages the target's email change requests past the hourly limit without removing any. */
const agedEmailChanges = async (c: UserCell) => {
  await run(
    c,
    sql`UPDATE email_changes SET created = created - interval '2 hours' WHERE userid = ${c.target.userid}`,
  )
  return c.target.userid
}

/** An unseen notification of the target, so a markSeen that lands changes the footprint. */
const unseenNotification = async (c: UserCell) => {
  await run(
    c,
    sql`INSERT INTO notifications (userid, event_type, message) VALUES (${c.target.userid}, 'TICKET_CREATED', 'Grid probe')`,
  )
  return c.target.userid
}

/** The opposite of the target's export switch, so a permissions write that lands changes it. */
const flippedExport = async (c: UserCell) => {
  const [row] = await c.grid.server.db.run<{ off: boolean }>(
    sql`SELECT (features->>'exportTickets') = 'false' AS off FROM user_permissions WHERE userid = ${c.target.userid}`,
  )
  return row?.off === true
}

let cells = 0
/** A value no earlier cell wrote. */
const fresh = () => String(++cells)

/** Signs a caller in again after a call ended its session (or the target's, when it is a caller). */
const signInAgain = async (c: UserCell, userid: number | undefined) => {
  for (const caller of c.grid.callers)
    if (caller.userid === userid && caller.username)
      caller.session = await c.grid.server.signIn(caller.username)
}

/**
 * One probe per endpoint that names a user, keyed like the access table. `takesUserId` (read from the
 * contract) must find exactly these keys, so a new endpoint that names a user fails the matrix test.
 */
export const userProbes = {
  "account.loginCount": { request: (c) => get(`/v1/user/${c.target.userid}/logincount`) },
  "account.newToken": {
    writes: true,
    request: (c) => post("/v1/newToken", { userId: c.target.userid, currentPassword: demoPassword }),
  },
  "shell.user": { request: (c) => get(`/v1/user/${c.target.userid}`) },
  "users.timeline": { request: (c) => get(`/v1/user/activity/timeline/${c.target.userid}?limit=5`) },
  "users.update": {
    writes: true,
    request: (c) => ({
      method: "PATCH",
      path: `/v1/user/${c.target.userid}`,
      json: { phonenumberextension: fresh() },
    }),
  },
  "users.permissions": { request: (c) => get(`/v1/permissions/${c.target.userid}`) },
  "users.savePermissions": {
    writes: true,
    // Oneself: the role may only be lowered and the switches are a manager's (403 "You do not manage").
    self: 403,
    request: async (c) =>
      post("/v1/permissions", {
        userId: c.target.userid,
        features: { exportTickets: await flippedExport(c) },
      }),
  },
  "admin.transfer": {
    writes: true,
    targets: (t) => CUSTOMER_ROLES.some((r) => r === t.roleid),
    request: (c) =>
      post("/v1/admin/transfer", {
        userID: c.target.userid,
        companyID: c.grid.customers.find((id) => id !== c.target.companyid),
      }),
    afterSuccess: async (c) => {
      await run(c, sql`UPDATE users SET companyid = ${c.target.companyid} WHERE userid = ${c.target.userid}`)
      await signInAgain(c, c.target.userid)
    },
  },
  "impersonation.start": {
    writes: true,
    targets: (t) => IMPERSONABLE_ROLES.includes(t.roleid),
    request: (c) => post("/v1/impersonation/start", { userID: c.target.userid }),
    // Starting ends the staff member's own session.
    afterSuccess: (c) => signInAgain(c, c.caller.userid),
  },
  "profile.requestEmailChange": {
    writes: true,
    request: async (c) =>
      post(`/v1/user/email/${await agedEmailChanges(c)}`, { newEmail: `grid.${fresh()}@example.com` }),
  },
  "profile.emailChangeRequests": { request: (c) => get(`/v1/user/${c.target.userid}/emailchangerequests`) },
  "notifications.list": { request: (c) => get(`/v1/user/notifications/${c.target.userid}?limit=5`) },
  "notifications.markSeen": {
    writes: true,
    request: async (c) => post(`/v1/user/notifications/markSeen/${await unseenNotification(c)}`),
  },
  "notifications.subscriptions": {
    request: (c) => get(`/v1/notification/event/subscriptions/${c.target.userid}`),
  },
  "notifications.subscribe": {
    writes: true,
    request: (c) =>
      post(`/v1/notification/event/subscriptions/${c.target.userid}`, {
        event_type: "TICKET_CLOSED",
        delivery_type: "IN_APP",
      }),
  },
  "notifications.unsubscribe": {
    writes: true,
    request: (c) =>
      post(`/v1/notification/event/subscriptions/remove/${c.target.userid}`, {
        event_type: "TICKET_CREATED",
      }),
  },
  "notifications.subscribeAll": {
    writes: true,
    request: (c) => post(`/v1/notification/event/subscriptions/all/${c.target.userid}`),
  },
  "notifications.locations": {
    request: (c) => get(`/v1/notification/event/subscriptions/locations/${c.target.userid}`),
  },
  "notifications.saveLocations": {
    writes: true,
    request: (c) =>
      post(`/v1/notification/event/subscriptions/locations/${c.target.userid}`, { locations: [] }),
  },
} satisfies { readonly [K in EndpointKey]?: UserProbe }

export type UserTargetedKey = keyof typeof userProbes
