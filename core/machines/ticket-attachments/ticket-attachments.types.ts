import type { AttachmentProblem } from "../../domain/tickets/attachments.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { TicketFile } from "../../schema/document.ts"

/** Failures of the upload, of the notification call and of the two download routes. */
export type UploadFailure = EndpointFailure<"tickets", "upload">
export type NotifyFailure = EndpointFailure<"tickets", "attachmentNotification">
export type DownloadFailure =
  | EndpointFailure<"documents", "document">
  | EndpointFailure<"tickets", "download">

/** A file the user picked; the id comes from the host (no ids are made inside core). */
export interface AttachmentFile {
  readonly id: string
  readonly name: string
  readonly size: number
  readonly body: Blob
}

export type UploadStatus = "queued" | "uploading" | "done" | "failed" | "rejected"

/** What the upload list shows for one picked file. */
export interface UploadEntry {
  readonly id: string
  readonly name: string
  readonly size: number
  readonly status: UploadStatus
  /** 0 to 1, when the transport reports progress. */
  readonly progress: number
  /** Why the file was not sent (status rejected). */
  readonly problem?: AttachmentProblem
  /** Why the upload failed (status failed); faces map it to text. */
  readonly error?: UploadFailure
  readonly file?: TicketFile
}

export interface TicketAttachmentsContext {
  readonly ticketId: number
  readonly uploads: ReadonlyArray<UploadEntry>
  readonly pending: ReadonlyArray<AttachmentFile>
  /** Files stored since the last notification call. */
  readonly uploadedInBatch: number
  readonly downloading: TicketFile | null
  /** Why the last download failed; faces show 'Unable to download file' and the server's text. */
  readonly downloadError: DownloadFailure | null
}

export type TicketAttachmentsEvent =
  | { readonly type: "attachment.add"; readonly files: ReadonlyArray<AttachmentFile> }
  | {
      readonly type: "attachment.progress"
      readonly id: string
      readonly loaded: number
      readonly total: number
    }
  | { readonly type: "attachment.dismiss"; readonly id: string }
  | { readonly type: "attachment.download"; readonly file: TicketFile }
  | { readonly type: "attachment.downloadDismiss" }

export type TicketAttachmentsEmitted =
  | { readonly type: "attachment.uploaded"; readonly file: TicketFile }
  /** Announced after a batch was stored and notified: the ticket page reloads the detail's files. */
  | { readonly type: "attachments.changed" }
  /** Announced with the bytes; the ticket page hands them to its host, which saves them. */
  | { readonly type: "attachment.downloaded"; readonly file: TicketFile; readonly data: Uint8Array }

export interface UploadFileInput {
  readonly ticketId: number
  readonly file: AttachmentFile
}
