import { requireFeature } from "../users/permissions-store.ts"
import { Effect } from "effect"
import { CurrentCaller } from "../../core/api/middleware.ts"
import { DEFAULT_DISPLAY_TIMEZONE } from "../../core/domain/dates/format.ts"
import { USAGE_LIMITS } from "../../core/domain/limits/usage-limits.ts"
import { EXPORT_FILE_NAME } from "../../core/domain/tickets/export.ts"
import type { TicketExportQuery } from "../../core/schema/ticket-list-query.ts"
import { BadRequest } from "../../core/schema/errors.ts"
import { enforceMailLimit } from "../limits/limit-counter.ts"
import { ExportGate } from "../services.ts"
import type { ExportRefusal } from "../tickets/export-gate.ts"
import { exportStream, findExport } from "../tickets/export-parts.ts"
import { exportTickets } from "../tickets/ticket-export.ts"
import { readTicketOwner } from "../tickets/my-tickets.sql.ts"
import { isValidTimeZone } from "../tickets/ticket-xlsx.ts"
import { callerScope } from "./access.ts"
import { fileResponse } from "./file-response.ts"
import { tooManyRequests, withRetryAfter } from "./too-many-requests.ts"

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

/** The zone of the export's dates: the caller's IANA zone, America/Detroit when none is sent. */
const exportZone = (timezone: string | undefined) => {
  const zone = timezone?.trim() || DEFAULT_DISPLAY_TIMEZONE
  return isValidTimeZone(zone)
    ? Effect.succeed(zone)
    : Effect.fail(
        new BadRequest({
          message: `timezone must be an IANA time zone such as America/Detroit, got ${JSON.stringify(timezone)}`,
          field: "timezone",
        }),
      )
}

/** How long a refused export is told to wait: a demo-sized export takes a few seconds. */
export const EXPORT_RETRY_SECONDS = 5

const refusalText = (refusal: ExportRefusal, atOnce: number): string =>
  refusal === "ownExportRunning"
    ? `Your previous export is still being prepared. Wait until it is ready, then try again (in about ${EXPORT_RETRY_SECONDS} seconds).`
    : `The server is already preparing ${atOnce} exports for other users. Try again in ${EXPORT_RETRY_SECONDS} seconds.`

/**
 * Runs `effect` holding the caller's export place (one per user, a few in all, on every process),
 * renewed while it runs and given back however it ends (done, failed, or the client went away);
 * without a place: 429 with Retry-After. An admitted export counts against the caller's exports
 * an hour (`USAGE_LIMITS.ticketExport`, in `rate_limits`, every process); past it the place is
 * given back at once and the answer is 429 with Retry-After and the limit's sentence. The count
 * runs outside any transaction, so a refused start counts too (the window does not move).
 */
export const admitted = <A, E, R>(userid: number, effect: (holder: string) => Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const gate = yield* ExportGate
    return yield* Effect.acquireUseRelease(
      Effect.flatMap(gate.enter(userid), (entry) =>
        "refused" in entry
          ? tooManyRequests(refusalText(entry.refused, gate.atOnce), EXPORT_RETRY_SECONDS)
          : withRetryAfter(enforceMailLimit(USAGE_LIMITS.ticketExport, userid)).pipe(
              Effect.onError(() => entry.leave),
              Effect.as(entry),
            ),
      ),
      (place) => place.keep(effect(place.holder)),
      (place) => place.leave,
    )
  })

/** GET /v1/excel/tickets: `{ url }` of an .xlsx of every matching ticket, dates in `timezone`. */
export const exportTicketList = (query: TicketExportQuery) =>
  Effect.gen(function* () {
    const { timezone, ...q } = query
    const zone = yield* exportZone(timezone)
    const scope = yield* callerScope
    const caller = yield* CurrentCaller
    yield* requireFeature(caller, "exportTickets")
    const owner = q.filters.mine ? yield* readTicketOwner(caller.userID) : undefined
    const { fileid } = yield* admitted(caller.userID, (holder) =>
      exportTickets(scope, q, zone, { userid: caller.userID, holder }, owner),
    )
    return { url: `/v1/excel/files/${fileid}` }
  })

/** GET /v1/excel/files/:fileId: the spreadsheet, only for the user who asked for it, streamed from its parts. */
export const exportFile = (fileid: string) =>
  Effect.gen(function* () {
    const caller = yield* CurrentCaller
    const found = yield* findExport(fileid, caller.userID)
    const body = yield* exportStream(found)
    return fileResponse({ body, size: found.size, name: EXPORT_FILE_NAME, contentType: XLSX_TYPE })
  })
