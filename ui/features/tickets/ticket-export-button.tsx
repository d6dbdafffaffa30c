import { useSelector } from "@xstate/react"
import { useEffect } from "react"
import { EXPORT_FILE_NAME } from "../../../core/domain/tickets/export.ts"
import type { TicketExportRef, TicketListPageRef } from "./ticket-refs.ts"
import { saveFile } from "../../lib/save-file.ts"
import { viewerTimeZone } from "../../lib/viewer-dates.ts"
import { ErrorAlert } from "../../components/error-alert.tsx"
import { exportFailureText } from "../../lib/failure-messages.ts"

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

/** Export button: the page exports the list's current filters; the sheet it hands back is saved. */
export function TicketExportButton({
  page,
  exporter,
}: {
  readonly page: TicketListPageRef
  readonly exporter: TicketExportRef
}) {
  const busy = useSelector(exporter, (s) => !s.matches("idle"))
  const error = useSelector(exporter, (s) => exportFailureText(s.context.error))
  useEffect(() => {
    const sub = page.on("export.ready", (e) => saveFile(EXPORT_FILE_NAME, e.data, XLSX_TYPE))
    return () => sub.unsubscribe()
  }, [page])
  const start = () => page.send({ type: "export.request", timeZone: viewerTimeZone() })
  return (
    <div className="export">
      <button
        type="button"
        className="button button-secondary"
        onClick={start}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        Export
      </button>
      <p role="status" className="visually-hidden">
        {busy ? "Preparing the spreadsheet…" : ""}
      </p>
      {error !== null ? (
        <ErrorAlert message={error} action="Dismiss" onAction={() => page.send({ type: "export.dismiss" })} />
      ) : null}
    </div>
  )
}
