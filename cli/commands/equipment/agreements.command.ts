import { waitFor } from "xstate"
import { formatDate } from "../../../core/domain/dates/format.ts"
import { locationAddressLines } from "../../../core/domain/tickets/location.ts"
import type { AgreementOutput } from "../../../core/machines/agreements/agreements.machine.ts"
import type { AgreementSummary } from "../../../core/schema/agreement.ts"
import type { Column } from "../../format/table.ts"
import { startMachine } from "../actor-host.ts"
import type { CliDeps, CommandModule } from "../command.types.ts"
import { listText } from "../shared/list-output.ts"
import type { ListOutputOptions } from "../shared/list-output.options.ts"
import { withSignedIn } from "../shared/signed-in.ts"
import { localTimeZone } from "../tickets/ticket.format.ts"
import { parseId } from "./equipment-options.ts"

const day = (iso: string | null | undefined) => formatDate(iso, { timeZone: localTimeZone() }) ?? "N/A"

/** The columns of the agreements table and CSV. */
const AGREEMENT_COLUMNS: ReadonlyArray<Column<AgreementSummary>> = [
  { heading: "ID", cell: (a) => String(a.agreementid), align: "right" },
  { heading: "NAME", cell: (a) => a.agreementname, max: 48 },
  { heading: "TYPE", cell: (a) => a.contracttype ?? "N/A" },
  { heading: "ACTIVE", cell: (a) => (a.active ? "yes" : "no") },
  { heading: "START", cell: (a) => day(a.commencementdate) },
  { heading: "RENEWAL", cell: (a) => day(a.expirationdate) },
  { heading: "SALES CONTACT", cell: (a) => a.salesfullname ?? "N/A" },
]

/** `portal agreements list`: the agreements machine's list (one answer holds them all: --all is a no-op). */
export const list: CommandModule<ListOutputOptions, ReadonlyArray<AgreementSummary>> = {
  run: (_options, deps: CliDeps) =>
    withSignedIn(deps, async ({ failure }) => {
      const actor = startMachine(deps, "agreements", {})
      try {
        const done = await waitFor(
          actor,
          (s) =>
            (s.context.status !== "loading" && s.context.agreements !== null) || s.context.status === "error",
        )
        if (done.context.status === "error") throw failure("could not list agreements", done.context.error)
        return done.context.agreements ?? []
      } finally {
        actor.stop()
      }
    }),
  render: (rows, options) =>
    listText(options, AGREEMENT_COLUMNS, rows, { empty: "No agreements.", footer: "" }),
}

/** `portal agreements show <id>`: the record and its locations, through the same machine. */
export const show: CommandModule<{ readonly id: string }, AgreementOutput> = {
  run: (options, deps) => {
    const agreementid = parseId("agreement id", options.id)
    return withSignedIn(deps, async ({ failure }) => {
      const actor = startMachine(deps, "agreements", {})
      try {
        actor.send({ type: "agreements.select", agreementid })
        const done = await waitFor(
          actor,
          (s) =>
            s.context.detailStatus !== "loading" &&
            (s.context.agreement !== null || s.context.detailStatus === "error"),
        )
        const c = done.context
        if (c.detailStatus === "error" || c.agreement === null)
          throw failure(`could not load agreement ${agreementid}`, c.detailError)
        return { agreement: c.agreement, locations: c.locations }
      } finally {
        actor.stop()
      }
    })
  },
  render: ({ agreement: a, locations }) => {
    const d = a.details
    const lines = [
      `${a.agreementname} (#${a.agreementid}) · ${a.contracttype} · ${a.active ? "active" : "inactive"}`,
      `Customer ${a.customername} · start ${day(a.commencementdate)} · renewal ${day(a.expirationdate)}`,
      `Sales contact ${a.salesfullname ?? "N/A"} ${a.salesemail ?? ""}`.trimEnd(),
    ]
    if (d)
      lines.push(
        `Terms ${d.paymentterms ?? "N/A"}, invoiced ${d.invoicefrequency ?? "N/A"}, ${d.durationmonths ?? "?"} months, tax ${d.taxstatus ?? "N/A"}`,
        `PO ${d.ponumber ?? "N/A"}${d.porequired ? " (required)" : ""} · service hold ${d.servicehold ? "yes" : "no"} · evergreen ${d.evergreen ? "yes" : "no"} · risk ${d.risklevel ?? "N/A"}`,
        `Main contact ${d.maincontact?.name ?? "N/A"} ${d.maincontact?.email ?? ""} · billing ${d.billingcontact?.name ?? "N/A"} ${d.billingcontact?.email ?? ""}`,
      )
    lines.push("", `Locations (${locations.length})`)
    for (const l of locations)
      lines.push(
        `  ${l.locationid}  ${l.locationname ?? "No Location Name"}  ${locationAddressLines(l).join(", ")}`,
      )
    return lines.join("\n")
  },
}
