import { useSelector } from "@xstate/react"
import type { ReactNode } from "react"
import { Link } from "wouter"
import {
  type EquipmentColumn,
  type EquipmentSortField,
  fitsTable,
} from "../../../core/domain/equipment/fields.ts"
import { useScreenSize } from "../../lib/use-screen-size.ts"
import type { Equipment } from "../../../core/schema/equipment.ts"
import { DataTable } from "../../components/data-table.tsx"
import type { DataColumn } from "../../components/data-table.types.ts"
import { StatusChip } from "../../components/status-chip.tsx"
import { columnTitle, coverageChip, equipmentText } from "./equipment-format.ts"
import type { EquipmentListRef } from "./equipment-refs.ts"

type Column = DataColumn<Equipment, EquipmentSortField>

const WHOLE_CODES: ReadonlySet<EquipmentColumn> = new Set(["serialnumber", "modelnumber", "partnumber"])

/** How a chosen column renders: links for the piece and its agreement, the coverage chip, text else. */
const cellOf = (field: EquipmentColumn): ((row: Equipment) => ReactNode) => {
  switch (field) {
    case "description":
      return (row) => (
        <Link href={`/equipment/${row.equipmentid}`} className="equipment-link">
          {equipmentText(row, "description")}
        </Link>
      )
    case "coverage":
      return (row) => <StatusChip {...coverageChip(row)} />
    case "agreementid":
      return (row) =>
        row.agreementid === null ? (
          "No Agreement"
        ) : (
          <Link href={`/agreements?agreement=${row.agreementid}`}>
            {row.agreementname ?? row.agreementid}
          </Link>
        )
    case "ticketcount":
      return (row) =>
        row.ticketcount === 0 ? (
          "0"
        ) : (
          <Link href={`/tickets?equipment=${encodeURIComponent(row.serialnumber ?? "")}`}>
            {row.ticketcount} {row.ticketcount === 1 ? "ticket" : "tickets"}
          </Link>
        )
    default:
      return (row) => equipmentText(row, field)
  }
}

const columnOf = (field: EquipmentColumn): Column => ({
  id: field,
  label: columnTitle(field),
  sortField: field,
  clip: field === "description" || field === "locationname" || field === "customername",
  card: field === "description" ? "lead" : field === "coverage" ? "badge" : "field",
  cell: cellOf(field),
  // Codes are read as one piece: never split across lines (data-table.css).
  className: WHOLE_CODES.has(field) ? "cell-whole" : undefined,
})

/** The description always names a row (a link to the detail), even when the column is not chosen. */
const columnsOf = (chosen: ReadonlyArray<EquipmentColumn>): ReadonlyArray<Column> =>
  chosen.includes("description") ? chosen.map(columnOf) : [columnOf("description"), ...chosen.map(columnOf)]

/** The equipment list in the shared DataTable (a table from 770 px, cards below), in the chosen columns. */
export function EquipmentTable({
  list,
  cardTools,
}: {
  readonly list: EquipmentListRef
  readonly cardTools?: ReactNode
}) {
  const rows = useSelector(list, (s) => s.context.results)
  const chosen = useSelector(list, (s) => s.context.columns)
  const sort = useSelector(list, (s) => s.context.sort)
  const direction = useSelector(list, (s) => s.context.sortDirection)
  const busy = useSelector(list, (s) => s.matches({ list: "loading" }))
  const size = useScreenSize()
  return (
    <DataTable
      label="Equipment"
      columns={columnsOf(chosen)}
      rows={rows}
      rowKey={(row) => row.equipmentid}
      rowHeader="description"
      busy={busy}
      empty="No equipment matches these filters."
      sort={{ field: sort, direction, onSort: (field) => list.send({ type: "list.sortChange", field }) }}
      cardTools={cardTools}
      layout={fitsTable(chosen, size) ? "auto" : "cards"}
    />
  )
}
