import { useSelector } from "@xstate/react"
import { type FormEvent, useId } from "react"

import type { ImpersonationLogEntry } from "../../../core/schema/admin.ts"
import { DataTable } from "../../components/data-table.tsx"
import type { DataColumn } from "../../components/data-table.types.ts"
import { ErrorAlert } from "../../components/error-alert.tsx"
import { selectImpersonation } from "../../lib/auth-selectors.ts"
import { reasonText } from "../../lib/failure-messages.ts"
import { usePortal } from "../../lib/portal-context.tsx"
import { usePortalMachine } from "../../lib/use-portal-machine.ts"
import { useLocation } from "wouter"
import { viewerDateTime } from "../../lib/viewer-dates.ts"

const logColumns: ReadonlyArray<DataColumn<ImpersonationLogEntry, never>> = [
  {
    id: "when",
    label: "When",
    card: "lead",
    cell: (e) => viewerDateTime(e.at, e.at),
  },
  { id: "action", label: "Action", card: "badge", cell: (e) => (e.action === "start" ? "Started" : "Ended") },
  { id: "who", label: "Staff", cell: (e) => `${e.impersonator.fullname} (${e.impersonator.username})` },
  { id: "whom", label: "Viewed as", cell: (e) => `${e.impersonated.fullname} (${e.impersonated.username})` },
  { id: "company", label: "Company", cell: (e) => e.companyName },
  {
    id: "from",
    label: "From",
    hideBelow: "lg",
    clip: true,
    cell: (e) => `${e.clientAddress} ${e.userAgent}`,
  },
]

/** 'View as a user' (staff) and the impersonation log (staff: all; company admins: their company). */
export function ViewAsSection({ canPick }: { readonly canPick: boolean }) {
  const { auth } = usePortal()
  // Go back returns here (the impersonation machine records where the start was sent from).
  const [here] = useLocation()
  const picker = usePortalMachine("impersonationPicker", { input: { canPick } })
  const candidates = useSelector(picker, (s) => s.context.candidates)
  const log = useSelector(picker, (s) => s.context.log)
  const busy = useSelector(picker, (s) => s.hasTag("loading"))
  const pickerError = useSelector(picker, (s) => s.context.error)
  const impersonation = useSelector(auth, selectImpersonation)
  const startError = useSelector(impersonation, (s) =>
    s?.context.failedAction === "start" ? s.context.error : null,
  )
  const term = useSelector(picker, (s) => s.context.term)
  const searchId = useId()
  const search = (e: FormEvent) => {
    e.preventDefault()
    picker.send({ type: "picker.submit" })
  }
  return (
    <section className="admin-section" aria-labelledby="admin-view-as">
      <h2 id="admin-view-as">{canPick ? "View as a user" : "Impersonation log"}</h2>
      {canPick ? (
        <>
          <form className="inline-form" onSubmit={search}>
            <label htmlFor={searchId}>Find a user by name, username or email</label>
            <input
              id={searchId}
              type="search"
              value={term}
              onChange={(e) => picker.send({ type: "picker.termChange", term: e.target.value })}
            />
            <button type="submit" className="button button-secondary">
              Find
            </button>
          </form>
          {startError ? <ErrorAlert message={reasonText(startError)} /> : null}
          <ul className="candidate-list" aria-label="Users to view as">
            {candidates.map((c) => (
              <li key={c.userid}>
                <span>
                  {c.fullname} ({c.username}), {c.companyName}
                </span>
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => auth.send({ type: "impersonation.start", userID: c.userid, from: here })}
                >
                  View as<span className="visually-hidden"> {c.username}</span>
                </button>
              </li>
            ))}
          </ul>
          <h3>Impersonation log</h3>
        </>
      ) : null}
      {pickerError !== null ? <ErrorAlert message={reasonText(pickerError)} /> : null}
      <DataTable
        label="Impersonation log"
        columns={logColumns}
        rows={log.items}
        rowKey={(e) => e.id}
        rowHeader="when"
        busy={busy}
        empty="Nobody has viewed the portal as another user yet."
      />
    </section>
  )
}
