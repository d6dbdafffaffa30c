import { agreementText } from "../../../core/domain/agreement-text.ts"
import { formatStoredPhone } from "../../../core/domain/validation/phone.ts"
import type { TicketDetail } from "../../../core/schema/ticket.ts"
import { BreakText } from "../../components/break-text.tsx"
import { StatusChip } from "../../components/status-chip.tsx"
import { fieldText, severityText, statusChip, ticketDate } from "./ticket-format.ts"

type Row = readonly [label: string, value: string]

const text = (t: TicketDetail, field: string): string =>
  fieldText(t as unknown as Record<string, unknown>, field)
const date = (t: TicketDetail, field: string): string =>
  ticketDate(t as unknown as Record<string, unknown>, field)

const groups = (t: TicketDetail): ReadonlyArray<readonly [title: string, rows: ReadonlyArray<Row>]> => [
  [
    "Service",
    [
      ["Severity", severityText(t.severitylevel)],
      ["Problem", text(t, "problem")],
      ["Solution", text(t, "solution")],
      ["Created", date(t, "createddateutc")],
      ["Call date", date(t, "calldate")],
      ["Completed", date(t, "completeddateutc")],
      ["Last modified", date(t, "modifieddateutc")],
      ["Scheduled page time", date(t, "scheduledpagetime")],
      ["Latest update", text(t, "latestactivitydescription")],
    ],
  ],
  [
    "Contact",
    [
      ["Contact", text(t, "contactname")],
      ["Phone", formatStoredPhone(t.contactphone) || text(t, "contactphone")],
      ["Email", text(t, "contactemail")],
      ["Customer reference", text(t, "customerreferenceid")],
    ],
  ],
  [
    "Equipment",
    [
      ["Description", text(t, "equipment")],
      ["Model", text(t, "modelnumber")],
      ["Part number", text(t, "equipmentpartnumber")],
      ["Serial number", text(t, "serialnumber")],
    ],
  ],
  [
    "Agreement and engineer",
    [
      ["Customer", text(t, "customername")],
      ["Agreement", agreementText(t.agreementid, t.agreementname)],
      ["Engineer", text(t, "employeename")],
      ["Engineer title", text(t, "employeetitle")],
    ],
  ],
]

const slug = (title: string) => `ticket-${title.toLowerCase().replace(/\W+/g, "-")}`

/** Every field of the ticket, grouped, with the spec's placeholder where data is missing. */
export function TicketFields({ ticket }: { readonly ticket: TicketDetail }) {
  const chip = statusChip(ticket.ticketstatus)
  return (
    <div className="ticket-fields">
      <p className="ticket-status">
        Status <StatusChip label={chip.label} tone={chip.tone} />
      </p>
      {groups(ticket).map(([title, rows]) => (
        <section key={title} className="field-group" aria-labelledby={slug(title)}>
          <h2 id={slug(title)}>{title}</h2>
          <dl className="field-list">
            {rows.map(([label, value]) => (
              <div key={label} className="field-row">
                <dt>{label}</dt>
                <dd>
                  <BreakText text={value} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  )
}
