import { Schema } from "effect"
import { RequestText } from "./request-text.ts"

/** Where a ticket file is stored (spec section 3, Documents). */
export const DocumentSource = Schema.Literals(["New System", "Old System", "DMS"])
export type DocumentSource = typeof DocumentSource.Type

/** A file attached to a ticket: the download record plus what the list shows. */
export const TicketFile = Schema.Struct({
  source: DocumentSource,
  fileName: Schema.String,
  /** Id on the document backend (source DMS). */
  dmsId: Schema.NullOr(Schema.String),
  /** Direct location of the file (source Old System). */
  fileLocation: Schema.NullOr(Schema.String),
  originalFileName: Schema.String,
  size: Schema.NullOr(Schema.Finite),
  createdDate: Schema.NullOr(Schema.String),
  uploadedBy: Schema.NullOr(Schema.String),
})
export type TicketFile = typeof TicketFile.Type

/** GET /v1/viewall/ticket/:ticketid. */
export const TicketFiles = Schema.Struct({ files: Schema.Array(TicketFile) })
export type TicketFiles = typeof TicketFiles.Type

/**
 * POST /v1/download/ body; the answer is the file's bytes. Stored names are `<dmsId>/<name>` with
 * the name at most 200 characters, so a longer one can match nothing: it is refused with a 400
 * rather than looked up and echoed back in a 404.
 */
export const DownloadRequest = Schema.Struct({
  filename: RequestText.check(Schema.isMinLength(1), Schema.isMaxLength(512)),
})
export type DownloadRequest = typeof DownloadRequest.Type
