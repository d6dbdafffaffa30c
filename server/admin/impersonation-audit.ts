import { sql } from "drizzle-orm"
import { Effect, Option } from "effect"
import { HttpServerRequest } from "effect/http"
import { query } from "../services.ts"

/** Where a start or end came from, for the audit log. */
export interface RequestOrigin {
  readonly clientAddress: string
  readonly userAgent: string
}

const USER_AGENT_MAX = 500

/**
 * The client address and User-Agent of the request being served, if any: the request that starts or
 * ends an impersonation, or the one that revokes it (a deactivation, a password change, ...).
 * Outside a request (a CLI script, a test calling a store) both are empty.
 */
export const currentOrigin: Effect.Effect<RequestOrigin> = Effect.map(
  Effect.serviceOption(HttpServerRequest.HttpServerRequest),
  Option.match({
    onNone: () => ({ clientAddress: "", userAgent: "" }),
    onSome: (request) => ({
      clientAddress: Option.getOrElse(request.remoteAddress, () => "unknown"),
      userAgent: request.headers["user-agent"] ?? "",
    }),
  }),
)

export interface LogEntry {
  readonly action: "start" | "end"
  readonly impersonator: number
  readonly impersonated: number
  readonly origin: RequestOrigin
}

/** Writes one audit row; inside the transaction that opens or ends the session. */
export const writeImpersonationLog = (entry: LogEntry) =>
  query(
    sql`INSERT INTO impersonation_log
          (action, impersonator_userid, impersonated_userid, companyid, companyname, client_address, user_agent)
        SELECT ${entry.action}, ${entry.impersonator}, u.userid, c.companyid, c.companyname,
          ${entry.origin.clientAddress}, ${entry.origin.userAgent.slice(0, USER_AGENT_MAX)}
        FROM users u JOIN companies c ON c.companyid = u.companyid WHERE u.userid = ${entry.impersonated}`,
  )
