import { useSelector } from "@xstate/react"
import { useEffect, useRef } from "react"
import { Link } from "wouter"
import type { ActorRefFrom } from "xstate"
import { locationAddressLines } from "../../../core/domain/tickets/location.ts"
import { formatStoredPhone } from "../../../core/domain/validation/phone.ts"
import type { agreementsMachine } from "../../../core/machines/agreements/agreements.machine.ts"
import type { AgreementContact, AgreementDetails } from "../../../core/schema/agreement.ts"
import { BreakText } from "../../components/break-text.tsx"
import { ErrorAlert } from "../../components/error-alert.tsx"
import { AgreementBillingDisplay } from "./agreement-billing-display.tsx"
import { agreementFailureText } from "../../lib/failure-messages.ts"
import { LoadingStatus } from "../../components/loading-status.tsx"
import { viewerDate } from "../../lib/viewer-dates.ts"
import { formatCount } from "../../../core/domain/counts.ts"

type AgreementsRef = ActorRefFrom<typeof agreementsMachine>

const day = (iso: string | null | undefined) => viewerDate(iso, "N/A")
const text = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === "" ? "N/A" : String(v)
const yes = (v: boolean) => (v ? "Yes" : "No")

function Contact({ title, contact }: { readonly title: string; readonly contact: AgreementContact | null }) {
  return (
    <div className="detail-field">
      <dt>{title}</dt>
      <dd>
        {contact === null ? (
          "N/A"
        ) : (
          <>
            {text(contact.name)}
            <br />
            <span className="phone-text">
              {formatStoredPhone(contact.phone) || "N/A"}
              {contact.ext ? ` ext. ${contact.ext}` : ""}
            </span>
            {contact.fax ? (
              <>
                {" · "}
                <span className="phone-text">fax {formatStoredPhone(contact.fax)}</span>
              </>
            ) : null}
            <br />
            {contact.email ? (
              <a href={`mailto:${contact.email}`}>
                <BreakText text={contact.email} />
              </a>
            ) : (
              "N/A"
            )}
            <br />
            {text(contact.address)}
          </>
        )}
      </dd>
    </div>
  )
}

const terms = (d: AgreementDetails): ReadonlyArray<readonly [string, string]> => [
  ["Service date", day(d.servicedate)],
  ["Duration", d.durationmonths === null ? "N/A" : `${d.durationmonths} months`],
  ["Payment terms", text(d.paymentterms)],
  ["Invoice frequency", text(d.invoicefrequency)],
  ["Tax status", text(d.taxstatus)],
  ["PO number", text(d.ponumber)],
  ["PO expiration", day(d.poexpiration)],
  ["PO required", yes(d.porequired)],
  ["Blanket PO amount", d.blanketpoamount === null ? "N/A" : `$${formatCount(d.blanketpoamount)}`],
  ["Service hold", yes(d.servicehold)],
  ["Evergreen", yes(d.evergreen)],
  ["Risk level", text(d.risklevel)],
  ["Renewal specialist", text(d.renewalspecialist)],
  ["Notes", text(d.notes)],
  ["Billing notes", text(d.billingnotes)],
]

/** The selected agreement: its full record (spec section 3) and the locations it covers. */
export function AgreementDetail({
  agreements,
  onClose,
}: {
  readonly agreements: AgreementsRef
  readonly onClose: () => void
}) {
  const agreement = useSelector(agreements, (s) => s.context.agreement)
  const locations = useSelector(agreements, (s) => s.context.locations)
  const loading = useSelector(agreements, (s) => s.context.detailStatus === "loading")
  const error = useSelector(agreements, (s) => agreementFailureText(s.context.detailError))
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (agreement !== null) heading.current?.focus()
  }, [agreement])
  if (error !== null) return <ErrorAlert message={error} />
  if (agreement === null) return loading ? <LoadingStatus loading label="Loading agreement…" /> : null
  const d = agreement.details
  return (
    <section className="agreement-detail" aria-labelledby="agreement-title">
      <div className="page-header">
        <h2 id="agreement-title" ref={heading} tabIndex={-1}>
          {agreement.agreementname}
        </h2>
        <button type="button" className="button button-secondary" onClick={onClose}>
          Close
        </button>
      </div>
      <dl className="detail-fields">
        <div className="detail-field">
          <dt>Number</dt>
          <dd>{agreement.agreementid}</dd>
        </div>
        <div className="detail-field">
          <dt>Type</dt>
          <dd>{agreement.contracttype}</dd>
        </div>
        <div className="detail-field">
          <dt>Customer</dt>
          <dd>{agreement.customername}</dd>
        </div>
        <div className="detail-field">
          <dt>Start</dt>
          <dd>{day(agreement.commencementdate)}</dd>
        </div>
        <div className="detail-field">
          <dt>Renewal</dt>
          <dd>{day(agreement.expirationdate)}</dd>
        </div>
        <div className="detail-field">
          <dt>Sales contact</dt>
          <dd>
            {text(agreement.salesfullname)}
            {agreement.salesemail ? (
              <>
                {" "}
                <a href={`mailto:${agreement.salesemail}`}>
                  <BreakText text={agreement.salesemail} />
                </a>
              </>
            ) : null}
          </dd>
        </div>
        {d ? (
          <>
            <Contact title="Main contact" contact={d.maincontact} />
            <Contact title="Billing contact" contact={d.billingcontact} />
            {terms(d).map(([label, value]) => (
              <div className="detail-field" key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </>
        ) : null}
      </dl>
      {d ? <AgreementBillingDisplay details={d} /> : null}
      <h3>Locations ({locations.length})</h3>
      <ul className="link-list agreement-locations">
        {locations.map((l) => (
          <li key={`${l.agreementid}-${l.locationid}`}>
            <strong>{l.locationname ?? "No Location Name"}</strong>{" "}
            <span className="cell-sub">{locationAddressLines(l).join(", ")}</span>{" "}
            <Link href={`/equipment?agreements=${l.agreementid}&locations=${l.locationid}`}>
              Equipment here
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
