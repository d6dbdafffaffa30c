import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../core/api/api.ts"
import { CurrentCaller } from "../../core/api/middleware.ts"
import { BadRequest, NotFound } from "../../core/schema/errors.ts"
import { useDb } from "../services.ts"
import { addActivity } from "../tickets/ticket-activity.ts"
import { createTicket } from "../tickets/ticket-create.ts"
import { findTicket, listTickets, ticketContacts } from "../tickets/ticket-store.ts"
import { callerScope } from "./access.ts"
import { requireTicket, ticketNotFound } from "./ticket-access.ts"
import { exportFile, exportTicketList } from "./ticket-export.handlers.ts"
import {
  attachmentNotification,
  documentById,
  downloadByName,
  ticketFiles,
  uploadAttachment,
} from "./ticket-files.handlers.ts"

export const TicketsHandlers = HttpApiBuilder.group(PortalApi, "tickets", (handlers) =>
  handlers
    .handle("list", ({ query }) =>
      Effect.gen(function* () {
        const scope = yield* callerScope
        return yield* useDb((db) => listTickets(db, scope, query))
      }),
    )
    .handle("ticket", ({ params }) =>
      Effect.gen(function* () {
        const scope = yield* callerScope
        const item = yield* useDb((db) => findTicket(db, scope, params.ticketid))
        if (item === undefined) return yield* ticketNotFound(params.ticketid)
        return { status: "success", item }
      }),
    )
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        const scope = yield* callerScope
        const result = yield* useDb((db) => createTicket(db, scope, caller.userID, payload))
        if (result.ok) return { status: "success", ticketid: result.ticketid }
        return yield* result.kind === "NotFound"
          ? new NotFound({ message: result.message })
          : new BadRequest({ message: result.message, field: result.field })
      }),
    )
    .handle("contacts", () =>
      Effect.gen(function* () {
        const scope = yield* callerScope
        return { TicketContacts: yield* useDb((db) => ticketContacts(db, scope)) }
      }),
    )
    .handle("comment", ({ payload }) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        yield* requireTicket(payload.ticketid)
        const item = yield* useDb((db) =>
          addActivity(db, {
            ticketid: payload.ticketid,
            activityid: payload.activityid,
            description: payload.comment.trim(),
            userid: caller.userID,
          }),
        )
        return { status: "success", item }
      }),
    )
    .handle("files", ({ params }) => ticketFiles(params.ticketid))
    .handle("upload", ({ params, query, payload }) =>
      uploadAttachment(params.ticketid, query.filename, payload),
    )
    .handle("attachmentNotification", ({ query }) => attachmentNotification(query.ticketID))
    .handle("download", ({ payload }) => downloadByName(payload.filename))
    .handle("export", ({ query }) => exportTicketList(query))
    .handle("exportFile", ({ params }) => exportFile(params.fileId)),
)

export const DocumentsHandlers = HttpApiBuilder.group(PortalApi, "documents", (handlers) =>
  handlers.handle("document", ({ params }) => documentById(params.dmsId)),
)
