import { waitFor } from "xstate"
import { equipmentCellText, equipmentDateText } from "../../../core/domain/equipment/cell-text.ts"
import { EQUIPMENT_RECORD_LABELS, equipmentRecordText } from "../../../core/domain/equipment/record-labels.ts"
import { ticketStatusLabel } from "../../../core/domain/tickets/status.ts"
import type { Equipment, EquipmentDetail } from "../../../core/schema/equipment.ts"
import { startMachine } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"
import { withSignedIn } from "../shared/signed-in.ts"
import { localTimeZone } from "../tickets/ticket.format.ts"
import { parseId } from "./equipment-options.ts"

export interface EquipmentShowResult {
  readonly item: EquipmentDetail
  readonly children: ReadonlyArray<Equipment>
}

/** Shows one piece of equipment through the equipment page (its details child). */
export const run = (options: { readonly id: string }, deps: CliDeps): Promise<EquipmentShowResult> => {
  const equipmentId = parseId("equipment id", options.id)
  return withSignedIn(deps, async ({ failure }) => {
    const page = startMachine(deps, "equipmentPage", { equipmentId })
    try {
      const details = page.getSnapshot().children.details!
      const done = await waitFor(details, (s) => s.context.status !== "loading")
      const c = done.context
      if (c.status === "error" || c.item === null)
        throw failure(`could not load equipment ${equipmentId}`, c.error)
      return { item: c.item, children: c.children }
    } finally {
      page.stop()
    }
  })
}

const RECORD_WIDTH = Math.max(...EQUIPMENT_RECORD_LABELS.map(([, label]) => label.length))

/** The record fields as the equipment detail labels and words them (core/domain/equipment/record-labels.ts). */
const recordLines = (item: EquipmentDetail, zone: string): ReadonlyArray<string> =>
  EQUIPMENT_RECORD_LABELS.map(
    ([field, label]) => `${label.padEnd(RECORD_WIDTH)}  ${equipmentRecordText(item, field, zone)}`,
  )

export const render = ({ item, children }: EquipmentShowResult): string => {
  const zone = localTimeZone()
  const text = (field: Parameters<typeof equipmentCellText>[1]) => equipmentCellText(item, field, zone)
  const lines = [
    `${text("description")} (equipment ${item.equipmentid})`,
    `Model ${item.modelnumber ?? "No Model"} · Part ${item.partnumber ?? "No Part Number"} · Serial ${item.serialnumber ?? "No Serial Number"}`,
    `System name ${text("systemname")} · OEM ${text("oem")} · SLA ${text("responsetime")}`,
    `Coverage ${item.coverage ?? "No Contract"} from ${text("startdate")}, renews ${text("agreementexpirationdate")}`,
    `Agreement ${item.agreementname ?? "No Agreement"}${item.agreementid ? ` (#${item.agreementid})` : ""} · sales ${text("salespersonname")} ${item.salesemail ?? ""}`.trimEnd(),
    `Location ${text("locationname")} · contact ${text("locationcontactname")} · engineer ${text("primaryengineername")}`,
    ...recordLines(item, zone),
  ]
  if (item.parentid !== null)
    lines.push(`Part of ${item.parentdescription ?? "No Description"} (equipment ${item.parentid})`)
  lines.push("", `Child equipment (${children.length})`)
  for (const c of children)
    lines.push(`  ${c.equipmentid}  ${c.description ?? "No Description"}  ${c.serialnumber ?? ""}`)
  lines.push("", `Ticket history (${item.ticketcount})`)
  for (const t of item.tickets)
    lines.push(
      `  #${t.ticketid}  ${ticketStatusLabel(t.ticketstatus)}  ${equipmentDateText(t.createddateutc, zone)}  ${t.problem ?? ""}`,
    )
  lines.push("", `Activity (${item.activity.length})`)
  for (const a of item.activity)
    lines.push(`  ${equipmentDateText(a.createdDate, zone)}  ${a.createdBy}: ${a.description}`)
  return lines.join("\n")
}
