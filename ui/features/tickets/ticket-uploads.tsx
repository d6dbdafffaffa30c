import { useSelector } from "@xstate/react"
import type { UploadEntry } from "../../../core/machines/ticket-attachments/ticket-attachments.types.ts"
import { uploadEntryText } from "../../lib/failure-messages.ts"
import type { TicketAttachmentsRef, TicketPageRef } from "./ticket-refs.ts"

const STATUS_TEXT: Readonly<Record<UploadEntry["status"], string>> = {
  queued: "Waiting",
  uploading: "Uploading…",
  done: "Uploaded",
  failed: "Failed",
  rejected: "Not uploaded",
}

/** Picked files and how their upload went; finished entries can be dismissed. */
export function TicketUploads({
  attachments,
  page,
}: {
  readonly attachments: TicketAttachmentsRef
  readonly page: TicketPageRef
}) {
  const uploads = useSelector(attachments, (s) => s.context.uploads)
  if (uploads.length === 0) return null
  return (
    <ul className="upload-list" aria-label="Uploads" aria-live="polite">
      {uploads.map((u) => (
        <UploadItem
          key={u.id}
          entry={u}
          onDismiss={() => page.send({ type: "attachment.dismiss", id: u.id })}
        />
      ))}
    </ul>
  )
}

function UploadItem({
  entry: u,
  onDismiss,
}: {
  readonly entry: UploadEntry
  readonly onDismiss: () => void
}) {
  const message = uploadEntryText(u)
  return (
    <li className="upload" data-status={u.status}>
      <span className="upload-name">{u.name}</span>
      <span className="upload-status">{STATUS_TEXT[u.status]}</span>
      {message !== undefined ? (
        <span className="upload-message" role={u.status === "done" ? undefined : "alert"}>
          {message}
        </span>
      ) : null}
      {u.status !== "queued" && u.status !== "uploading" ? (
        <button type="button" className="link-button" aria-label={`Dismiss ${u.name}`} onClick={onDismiss}>
          Dismiss
        </button>
      ) : null}
    </li>
  )
}
