import { useSelector } from "@xstate/react"
import { PLACEHOLDERS } from "../../../core/domain/tickets/placeholders.ts"
import type { TicketFile } from "../../../core/schema/document.ts"
import { ErrorAlert } from "../../components/error-alert.tsx"
import { FileDrop } from "../../components/file-drop.tsx"
import { dateTimeText } from "./ticket-format.ts"
import { downloadFailureText, filesFailureText } from "../../lib/failure-messages.ts"
import type { TicketAttachmentsRef, TicketDetailRef, TicketPageRef } from "./ticket-refs.ts"
import { TicketUploads } from "./ticket-uploads.tsx"

/** Ids of picked files (the machine takes ids from the host); unique within the page. */
let uploadCount = 0

const sizeText = (bytes: number | null): string => {
  if (bytes === null) return PLACEHOLDERS.na
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

/** One attached file: its name (wrapping, however long), size, uploader and date, and a download button. */
function FileItem({
  file,
  onDownload,
  busy,
}: {
  readonly file: TicketFile
  readonly onDownload: () => void
  readonly busy: boolean
}) {
  const name = file.originalFileName || file.fileName
  return (
    <li className="file-item">
      <div className="file-text">
        <p className="file-name">{name}</p>
        <p className="file-meta">
          {sizeText(file.size)} · {file.uploadedBy?.trim() || PLACEHOLDERS.unavailable} ·{" "}
          {dateTimeText(file.createdDate, PLACEHOLDERS.notAvailable)}
        </p>
      </div>
      <button
        type="button"
        className="button button-secondary button-small"
        onClick={onDownload}
        disabled={busy}
        aria-label={`Download ${name}`}
      >
        Download
      </button>
    </li>
  )
}

interface AttachmentsProps {
  readonly detail: TicketDetailRef
  readonly attachments: TicketAttachmentsRef
  readonly page: TicketPageRef
}

/** The ticket's files with download, and the drop area for new ones (uploads run in the machine). */
export function TicketAttachments({ detail, attachments, page }: AttachmentsProps) {
  const files = useSelector(detail, (s) => s.context.files)
  const filesError = useSelector(detail, (s) => filesFailureText(s.context.filesError))
  const downloading = useSelector(attachments, (s) => s.context.downloading)
  const downloadError = useSelector(attachments, (s) => downloadFailureText(s.context.downloadError))
  const add = (picked: ReadonlyArray<File>) =>
    page.send({
      type: "attachment.add",
      files: picked.map((f) => ({ id: `upload-${++uploadCount}`, name: f.name, size: f.size, body: f })),
    })
  return (
    <section className="ticket-attachments" aria-labelledby="ticket-files-title">
      <h2 id="ticket-files-title">Attachments</h2>
      {filesError !== null ? <ErrorAlert message={filesError} /> : null}
      {downloadError !== null ? (
        <ErrorAlert
          message={downloadError}
          action="Dismiss"
          onAction={() => page.send({ type: "attachment.downloadDismiss" })}
        />
      ) : null}
      {files.length === 0 ? (
        <p className="page-note">No files are attached to this ticket.</p>
      ) : (
        <ul className="file-list" aria-label="Attached files">
          {files.map((file) => (
            <FileItem
              key={`${file.source}:${file.dmsId ?? file.fileName}`}
              file={file}
              busy={downloading !== null}
              onDownload={() => page.send({ type: "attachment.download", file })}
            />
          ))}
        </ul>
      )}
      <FileDrop label="Attach files to this ticket" onFiles={add} />
      <TicketUploads attachments={attachments} page={page} />
    </section>
  )
}
