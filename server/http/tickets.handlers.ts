import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../core/api/api.ts"
import { CurrentCaller } from "../../core/api/middleware.ts"
import { addActivity } from "../tickets/ticket-activity.ts"
import { closeTicket } from "../tickets/ticket-close.ts"
import { customerCloseTicket, reopenTicket } from "../tickets/ticket-customer-close.ts"
import { findTicket, listTickets, ticketContacts } from "../tickets/ticket-store.ts"
import { readTicketOwner } from "../tickets/my-tickets.sql.ts"
import {
  deleteSavedView,
  listSavedViews,
  renameSavedView,
  saveSavedView,
  viewCounter,
} from "../tickets/saved-view-store.ts"
import { notifyTicketEvent } from "../notifications/notify-events.ts"
import { AppConfig, inTransaction, Mail } from "../services.ts"
import { callerScope } from "./access.ts"
import { requireTicket } from "./ticket-access.ts"
import { createNewTicket, createNewTicketWithFiles } from "./ticket-create.handlers.ts"
import { exportFile, exportTicketList } from "./ticket-export.handlers.ts"
import { withRetryAfter } from "./too-many-requests.ts"
import {
  attachmentNotification,
  documentById,
  downloadByName,
  ticketFiles,
  uploadAttachment,
} from "./ticket-files.handlers.ts"

/** The caller of a saved-views call with what counting their views needs. */
const viewCaller = Effect.gen(function* () {
  const caller = yield* CurrentCaller
  const counter = yield* viewCounter(yield* callerScope, caller.userID)
  return { userID: caller.userID, counter }
})

export const TicketsHandlers = HttpApiBuilder.group(PortalApi, "tickets", (handlers) =>
  handlers
    .handle("list", ({ query }) =>
      Effect.gen(function* () {
        const scope = yield* callerScope
        const caller = yield* CurrentCaller
        const owner = query.filters.mine ? yield* readTicketOwner(caller.userID) : undefined
        return yield* listTickets(scope, query, owner)
      }),
    )
    .handle("ticket", ({ params }) =>
      Effect.gen(function* () {
        const scope = yield* callerScope
        return { status: "success", item: yield* findTicket(scope, params.ticketid) }
      }),
    )
    .handle("create", ({ payload }) => createNewTicket(payload))
    .handle("createWithFiles", ({ payload }) => createNewTicketWithFiles(payload))
    .handle("close", ({ params, payload }) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        const scope = yield* callerScope
        const mail = yield* Mail
        // The status, the history entry and the notifications commit together.
        yield* inTransaction(closeTicket(scope, caller.userID, params.ticketid, payload.solution))
        mail.wake()
        return { status: "success", item: yield* findTicket(scope, params.ticketid) }
      }),
    )
    .handle("customerClose", ({ params, payload }) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        const scope = yield* callerScope
        const mail = yield* Mail
        yield* inTransaction(customerCloseTicket(scope, caller, params.ticketid, payload))
        mail.wake()
        return { status: "success", item: yield* findTicket(scope, params.ticketid) }
      }),
    )
    .handle("reopen", ({ params, payload }) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        const scope = yield* callerScope
        const mail = yield* Mail
        const { reopenDays } = yield* AppConfig
        yield* inTransaction(reopenTicket(scope, caller, params.ticketid, payload.comment, reopenDays))
        mail.wake()
        return { status: "success", item: yield* findTicket(scope, params.ticketid) }
      }),
    )
    .handle("contacts", () =>
      Effect.gen(function* () {
        const scope = yield* callerScope
        return { TicketContacts: yield* ticketContacts(scope) }
      }),
    )
    .handle("comment", ({ payload }) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        const mail = yield* Mail
        yield* requireTicket(payload.ticketid)
        const description = payload.comment.trim()
        const item = yield* inTransaction(
          Effect.gen(function* () {
            const entry = yield* addActivity({
              ticketid: payload.ticketid,
              activityid: payload.activityid,
              description,
              userid: caller.userID,
            })
            yield* notifyTicketEvent("TICKET_COMMENT_ADDED", payload.ticketid, caller.userID, description)
            return entry
          }),
        )
        mail.wake()
        return { status: "success", item }
      }),
    )
    .handle("files", ({ params }) => ticketFiles(params.ticketid))
    .handle("upload", ({ params, query, payload }) =>
      uploadAttachment(params.ticketid, query.filename, payload),
    )
    .handle("attachmentNotification", ({ query }) => withRetryAfter(attachmentNotification(query.ticketID)))
    .handle("download", ({ payload }) => downloadByName(payload.filename))
    .handle("views", () =>
      Effect.flatMap(viewCaller, ({ userID, counter }) => listSavedViews(userID, counter)),
    )
    .handle("saveView", ({ payload }) =>
      Effect.flatMap(viewCaller, ({ userID, counter }) => saveSavedView(userID, payload, counter)),
    )
    .handle("renameView", ({ params, payload }) =>
      Effect.flatMap(viewCaller, ({ userID, counter }) =>
        renameSavedView(userID, params.viewid, payload.name, counter),
      ),
    )
    .handle("deleteView", ({ params }) =>
      Effect.flatMap(CurrentCaller, (caller) => deleteSavedView(caller.userID, params.viewid)),
    )
    .handle("export", ({ query }) => exportTicketList(query))
    .handle("exportFile", ({ params }) => exportFile(params.fileId)),
)

export const DocumentsHandlers = HttpApiBuilder.group(PortalApi, "documents", (handlers) =>
  handlers.handle("document", ({ params }) => documentById(params.dmsId)),
)
