import { Schema } from "effect"
import { HttpApi, HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { DownloadRequest, TicketFile, TicketFiles } from "../schema/document.ts"
import {
  BadRequest,
  Conflict,
  Forbidden,
  NotFound,
  PayloadTooLarge,
  TooManyRequests,
  UnsupportedMediaType,
} from "../schema/errors.ts"
import {
  CloseTicket,
  CommentPayload,
  CommentResult,
  CustomerCloseTicket,
  ExcelExport,
  NewTicket,
  NewTicketResult,
  ReopenTicket,
  TicketContacts,
  TicketItem,
  TicketList,
} from "../schema/ticket.ts"
import { Id, QueryId } from "../schema/id.ts"
import { listQueryParseOptions } from "../schema/list-query.schema.ts"
import { TicketExportQuery, TicketListQuery } from "../schema/ticket-list-query.ts"
import { NewSavedView, RenameSavedView, SavedView, SavedViewList } from "../schema/saved-view.ts"
import { StatusMessage } from "../schema/session.ts"
import { Authentication } from "./middleware.ts"
import { MAX_REQUEST_BODY_BYTES } from "../domain/constants.ts"
import { MAX_FILES_PER_NEW_TICKET } from "../domain/tickets/new-ticket-files.ts"

/** Raw file bytes, as uploads send them and downloads answer them. */
export const FileBytes = Schema.Uint8Array.pipe(
  HttpApiSchema.asUint8Array({ contentType: "application/octet-stream" }),
)

/**
 * POST /v1/ticket/withfiles body (issue 28): multipart/form-data, the ticket's fields as JSON in the
 * part `ticket` first, then each file in a part `files`. One request, one transaction: the ticket
 * exists with all its files or not at all (README: Files with a new ticket).
 */
export const NewTicketWithFiles = Schema.Unknown.pipe(
  HttpApiSchema.asMultipartStream({
    // One part over the ticket and its files, so an eleventh file meets the reader's own refusal,
    // which names the files; the parser's bound stops a flood of parts.
    maxParts: MAX_FILES_PER_NEW_TICKET + 2,
    maxFieldSize: MAX_REQUEST_BODY_BYTES,
  }),
)

/** Spreadsheet bytes of an export. */
export const XlsxBytes = Schema.Uint8Array.pipe(
  HttpApiSchema.asUint8Array({
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  }),
)

/** POST /v1/ticket/attachment/notification answer. */
export const StatusOnly = Schema.Struct({ status: Schema.String })

/**
 * Service tickets (spec section 7, Tickets and Files). Paths the spec does not show and that we
 * chose: `POST /v1/ticket/:ticketid/attachment?filename=` (raw bytes upload) and
 * `GET /v1/excel/files/:fileId` (the export's download URL), `POST /v1/ticket/withfiles` (a new
 * ticket with its files in one multipart request; issue 28), and `POST /v1/ticket/:ticketid/close`
 * (provider staff close a ticket with a solution; issue 14), `POST /v1/ticket/:ticketid/customerclose`
 * and `POST /v1/ticket/:ticketid/reopen` (the customer closes with a reason and reopens; issue 28),
 * and the caller's saved views of the list under `/v1/preferences/ticket-views` (issue 28). All are
 * listed in the README.
 */
export class TicketsApi extends HttpApiGroup.make("tickets")
  .add(
    HttpApiEndpoint.get("list", "/v1/ticketdetails", {
      query: TicketListQuery,
      success: TicketList,
      error: [BadRequest],
    }).annotate(HttpApi.QueryParseOptions, listQueryParseOptions),
    HttpApiEndpoint.get("ticket", "/v1/ticket/:ticketid", {
      params: { ticketid: Id },
      success: TicketItem,
      error: [Forbidden, NotFound],
    }),
    HttpApiEndpoint.post("create", "/v1/ticket", {
      payload: NewTicket,
      success: NewTicketResult,
      // 403: a manager switched off the caller's createTickets permission.
      error: [BadRequest, Forbidden, NotFound],
    }),
    HttpApiEndpoint.post("createWithFiles", "/v1/ticket/withfiles", {
      payload: NewTicketWithFiles,
      success: NewTicketResult,
      // 413/415/400 name the file that failed, 429 past the caller's uploads an hour; nothing is created then.
      error: [BadRequest, Forbidden, NotFound, PayloadTooLarge, UnsupportedMediaType, TooManyRequests],
    }),
    HttpApiEndpoint.post("close", "/v1/ticket/:ticketid/close", {
      params: { ticketid: Id },
      payload: CloseTicket,
      // The closed ticket as GET /v1/ticket/:ticketid answers it.
      success: TicketItem,
      // 403: not provider staff; 404: outside the scope; 409: the ticket is not open.
      error: [BadRequest, Forbidden, NotFound, Conflict],
    }),
    HttpApiEndpoint.post("customerClose", "/v1/ticket/:ticketid/customerclose", {
      params: { ticketid: Id },
      payload: CustomerCloseTicket,
      success: TicketItem,
      // 403: not a customer, or neither its contact, creator nor company admin; 409: not open.
      error: [BadRequest, Forbidden, NotFound, Conflict],
    }),
    HttpApiEndpoint.post("reopen", "/v1/ticket/:ticketid/reopen", {
      params: { ticketid: Id },
      payload: ReopenTicket,
      success: TicketItem,
      // 409: not closed, or closed longer ago than the reopen period.
      error: [BadRequest, Forbidden, NotFound, Conflict],
    }),
    HttpApiEndpoint.get("contacts", "/v1/ticketcontacts", { success: TicketContacts }),
    HttpApiEndpoint.post("comment", "/v1/activity/tickets", {
      payload: CommentPayload,
      success: CommentResult,
      error: [BadRequest, NotFound],
    }),
    HttpApiEndpoint.get("files", "/v1/viewall/ticket/:ticketid", {
      params: { ticketid: Id },
      success: TicketFiles,
      error: [NotFound],
    }),
    HttpApiEndpoint.post("upload", "/v1/ticket/:ticketid/attachment", {
      params: { ticketid: Id },
      query: { filename: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(255)) },
      payload: FileBytes,
      success: TicketFile,
      // 429 past the caller's uploads an hour (USAGE_LIMITS.upload).
      error: [BadRequest, NotFound, PayloadTooLarge, UnsupportedMediaType, TooManyRequests],
    }),
    HttpApiEndpoint.post("attachmentNotification", "/v1/ticket/attachment/notification", {
      query: {
        ticketID: QueryId,
      },
      success: StatusOnly,
      error: [NotFound, TooManyRequests],
    }),
    HttpApiEndpoint.post("download", "/v1/download/", {
      payload: DownloadRequest,
      success: FileBytes,
      error: [NotFound],
    }),
    HttpApiEndpoint.get("export", "/v1/excel/tickets", {
      query: TicketExportQuery,
      success: ExcelExport,
      // 429: the caller's previous export is still running, the server runs as many as it may, or
      // the caller has started 10 this hour (USAGE_LIMITS.ticketExport).
      // 403: the caller's exportTickets permission is off.
      error: [BadRequest, Forbidden, TooManyRequests],
    }).annotate(HttpApi.QueryParseOptions, listQueryParseOptions),
    HttpApiEndpoint.get("exportFile", "/v1/excel/files/:fileId", {
      params: { fileId: Schema.String.check(Schema.isPattern(/^[A-Za-z0-9-]{8,64}$/)) },
      success: XlsxBytes,
      error: [NotFound],
    }),
    HttpApiEndpoint.get("views", "/v1/preferences/ticket-views", { success: SavedViewList }),
    /** 409 naming `name` when the caller has a view of that name (any case), 409 past the bound. */
    HttpApiEndpoint.post("saveView", "/v1/preferences/ticket-views", {
      payload: NewSavedView,
      success: SavedView,
      error: [BadRequest, Conflict],
    }),
    HttpApiEndpoint.patch("renameView", "/v1/preferences/ticket-views/:viewid", {
      params: { viewid: Id },
      payload: RenameSavedView,
      success: SavedView,
      error: [BadRequest, NotFound, Conflict],
    }),
    HttpApiEndpoint.delete("deleteView", "/v1/preferences/ticket-views/:viewid", {
      params: { viewid: Id },
      success: StatusMessage,
      error: [NotFound],
    }),
  )
  .middleware(Authentication) {}

/**
 * The document backend (spec section 7, Files): `GET documents/:dmsId` with
 * `Authorization: EC <sessionID>`. Served by the same reference server under `/documents`.
 */
export class DocumentsApi extends HttpApiGroup.make("documents")
  .add(
    HttpApiEndpoint.get("document", "/documents/:dmsId", {
      params: { dmsId: Schema.String.check(Schema.isPattern(/^[A-Za-z0-9-]{8,64}$/)) },
      success: FileBytes,
      error: [NotFound],
    }),
  )
  .middleware(Authentication) {}
