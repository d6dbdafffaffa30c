import { useSelector } from "@xstate/react"
import { useEffect } from "react"
import { newTicketFilesProblemText } from "../../../core/domain/tickets/new-ticket-files.ts"
import { FileDrop } from "../../components/file-drop.tsx"
import { onUploadProgress } from "../../lib/upload-progress-client.ts"
import type { NewTicketPageRef, NewTicketRef } from "./ticket-refs.ts"

let picked = 0
const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`

/**
 * Files sent with the new ticket (issue 28): dropped or chosen, listed with their size and a remove
 * button until the form is sent, then with how much of each has gone. The machine decides what may
 * be added; this component turns the transport's upload progress into `files.progress` events.
 */
export function NewTicketFiles({
  form,
  page,
  disabled,
}: {
  readonly form: NewTicketRef
  readonly page: NewTicketPageRef
  readonly disabled: boolean
}) {
  const files = useSelector(form, (s) => s.context.files)
  const problem = useSelector(form, (s) => s.context.filesProblem)
  const sending = useSelector(form, (s) => s.matches("submittingWithFiles"))
  useEffect(
    () =>
      sending
        ? onUploadProgress((loaded, total) => page.send({ type: "files.progress", loaded, total }))
        : undefined,
    [sending, page],
  )
  const add = (list: ReadonlyArray<File>) =>
    page.send({
      type: "files.add",
      files: list.map((f) => ({ id: `new-ticket-file-${++picked}`, name: f.name, size: f.size, body: f })),
    })
  return (
    <fieldset className="form-section new-ticket-files">
      <legend>Files</legend>
      <FileDrop label="Files for the ticket" onFiles={add} isDisabled={disabled} />
      <div role="alert" className="alert-error">
        {problem === null ? null : newTicketFilesProblemText(problem)}
      </div>
      {files.length > 0 ? (
        <ul className="upload-list" aria-label="Files to send">
          {files.map((f) => (
            <li key={f.id} className="upload">
              <span className="upload-name">{f.name}</span>
              <span className="upload-status">{sizeText(f.size)}</span>
              {sending ? (
                <progress max={1} value={f.progress} aria-label={`${f.name} sent`} />
              ) : (
                <button
                  type="button"
                  className="link-button"
                  aria-label={`Remove ${f.name}`}
                  disabled={disabled}
                  onClick={() => page.send({ type: "files.remove", id: f.id })}
                >
                  Remove
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  )
}
