import { useSelector } from "@xstate/react"
import { useEffect } from "react"
import { Link } from "wouter"
import { newTicketHref } from "../../../core/domain/equipment/ticket-prefill.ts"
import { recordNotFoundView } from "../../../core/domain/record-links.ts"
import { locationAddressLines } from "../../../core/domain/tickets/location.ts"
import { ticketStatusLabel } from "../../../core/domain/tickets/status.ts"
import { ErrorAlert } from "../../components/error-alert.tsx"
import { MapPreview } from "../../components/map-preview.tsx"
import { NotFoundView } from "../../components/not-found-view.tsx"
import { equipmentFailureText } from "../../lib/failure-messages.ts"
import type { ScreenProps } from "../../lib/screen.types.ts"
import { showToast } from "../../lib/toasts.ts"
import { useShellPage } from "../../lib/shell-context.tsx"
import { ChangeRequestDialog } from "./change-request-dialog.tsx"
import { Facts } from "./equipment-facts.tsx"
import { equipmentDate } from "./equipment-format.ts"
import { type EquipmentDetailsRef, type EquipmentPageRef, equipmentPageChildren } from "./equipment-refs.ts"
import "../../styles/tickets.css"
import "../../styles/equipment.css"
import { LoadingStatus } from "../../components/loading-status.tsx"
// The page machine's module comes with the screen (fetched beside it, not after it mounts), so
// the shell's import() on `shell.pageOpen` finds it loaded.
import "../../../core/machines/equipment-page/equipment-page.actors.ts"

function Related({ details }: { readonly details: EquipmentDetailsRef }) {
  const item = useSelector(details, (s) => s.context.item)
  const children = useSelector(details, (s) => s.context.children)
  if (item === null) return null
  return (
    <>
      <section aria-labelledby="eq-children">
        <h2 id="eq-children">Child equipment</h2>
        {children.length === 0 ? (
          <p className="page-note">No child equipment.</p>
        ) : (
          <ul className="link-list">
            {children.map((c) => (
              <li key={c.equipmentid}>
                <Link href={`/equipment/${c.equipmentid}`}>{c.description ?? "No Description"}</Link>{" "}
                <span className="cell-sub">{c.serialnumber ?? "No Serial Number"}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="eq-tickets">
        <h2 id="eq-tickets">Ticket history ({item.ticketcount})</h2>
        {item.tickets.length === 0 ? (
          <p className="page-note">No service tickets for this equipment.</p>
        ) : (
          <ul className="link-list">
            {item.tickets.map((t) => (
              <li key={t.ticketid}>
                <Link href={`/tickets/${t.ticketid}`}>Service Ticket #{t.ticketid}</Link>{" "}
                <span className="cell-sub">
                  {ticketStatusLabel(t.ticketstatus)} · {equipmentDate(t.createddateutc)} ·{" "}
                  {t.problem ?? "Unknown Problem"}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="eq-activity">
        <h2 id="eq-activity">Activity</h2>
        {item.activity.length === 0 ? (
          <p className="page-note">No activity yet.</p>
        ) : (
          <ul className="link-list">
            {item.activity.map((a) => (
              <li key={`${a.createdDate}-${a.description}`}>
                {a.description}{" "}
                <span className="cell-sub">
                  {a.createdBy} · {equipmentDate(a.createdDate)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}

interface EquipmentDetailViewProps {
  readonly equipmentId: number
  readonly page: EquipmentPageRef
}

function EquipmentDetailView({ equipmentId, page }: EquipmentDetailViewProps) {
  const { details, request } = equipmentPageChildren(page)
  const item = useSelector(details, (s) => s.context.item)
  const loading = useSelector(details, (s) => s.context.status === "loading")
  const notFound = useSelector(details, (s) => s.matches("notFound"))
  const error = useSelector(details, (s) =>
    s.matches("error") ? equipmentFailureText(s.context.error, equipmentId) : null,
  )
  useEffect(() => {
    const sub = request.on("request.sent", () => showToast({ title: "Change request sent", tone: "success" }))
    return () => sub.unsubscribe()
  }, [request])
  if (notFound) return <NotFoundView view={recordNotFoundView("equipment", equipmentId, null)} />
  return (
    <div className="page equipment-detail-page">
      <p className="back-link">
        <Link href="/equipment">Back to Equipment</Link>
      </p>
      <h1>{item === null ? "Equipment" : (item.description ?? "No Description")}</h1>
      <LoadingStatus loading={loading} label="Loading equipment…" />
      {error !== null ? (
        <ErrorAlert
          message={error}
          action="Try again"
          onAction={() => page.send({ type: "details.reload" })}
        />
      ) : null}
      {item !== null ? (
        <>
          <div className="page-actions">
            <Link href={newTicketHref(item)} className="button button-primary">
              New Service Ticket
            </Link>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => page.send({ type: "request.open" })}
            >
              Request a change
            </button>
          </div>
          <div className="equipment-detail-grid">
            <Facts item={item} />
            <section aria-labelledby="eq-location" className="equipment-location">
              <h2 id="eq-location">{item.locationname ?? "No Location Name"}</h2>
              <MapPreview lines={locationAddressLines(item)} placeholder="No address on file" />
            </section>
          </div>
        </>
      ) : null}
      <Related details={details} />
      <ChangeRequestDialog page={page} request={request} />
    </div>
  )
}

/** Opens the equipment's page machine in the shell. */
function EquipmentPage({ equipmentId }: { readonly equipmentId: number }) {
  const page = useShellPage("equipmentPage", { equipmentId })
  if (page !== null) return <EquipmentDetailView equipmentId={equipmentId} page={page} />
  return (
    <div className="page equipment-detail-page">
      <p className="back-link">
        <Link href="/equipment">Back to Equipment</Link>
      </p>
      <h1>Equipment</h1>
      <LoadingStatus loading label="Loading equipment…" />
    </div>
  )
}

/** /equipment/:id: one piece of equipment; the page machine holds its details and the change request. */
export default function EquipmentDetailScreen({ params }: ScreenProps) {
  const equipmentId = Number(params.id)
  return <EquipmentPage key={equipmentId} equipmentId={equipmentId} />
}
