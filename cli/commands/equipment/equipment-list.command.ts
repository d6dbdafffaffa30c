import { waitFor } from "xstate"
import { listQueryString } from "../../../core/domain/lists/query-string.ts"
import { columnTitle, equipmentCellText } from "../../../core/domain/equipment/cell-text.ts"
import type { EquipmentColumn } from "../../../core/domain/equipment/fields.ts"
import { equipmentUrlParams, parseEquipmentListUrl } from "../../../core/domain/equipment/list-url.ts"
import { pageCount } from "../../../core/domain/lists/paging.ts"
import type { Equipment } from "../../../core/schema/equipment.ts"
import { renderTable } from "../../format/table.ts"
import { startMachine } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"
import { withSignedIn } from "../shared/signed-in.ts"
import { localTimeZone } from "../tickets/ticket.format.ts"
import { type EquipmentListOptions, parseColumns, toEquipmentUrlParams } from "./equipment-options.ts"

export interface EquipmentListResult {
  readonly page: number
  readonly pageSize: number
  readonly pages: number
  readonly count: number
  /** The columns shown: `--columns`, else the choice saved on the server (as in the browser). */
  readonly columns: ReadonlyArray<EquipmentColumn>
  /** The `/equipment` URL query of this view. */
  readonly url: Readonly<Record<string, string>>
  readonly items: ReadonlyArray<Equipment>
}

/** Lists equipment through the equipment list machine, from the options as the `/equipment` URL. */
export const run = (options: EquipmentListOptions, deps: CliDeps): Promise<EquipmentListResult> => {
  const params = parseEquipmentListUrl(toEquipmentUrlParams(options))
  const chosen = options.columns === undefined ? undefined : parseColumns(options.columns)
  return withSignedIn(deps, async ({ failure }) => {
    const list = startMachine(deps, "equipmentList", { params })
    try {
      list.send({ type: "list.load" })
      const done = await waitFor(
        list,
        (s) =>
          (s.matches({ list: "none" }) || s.matches({ list: "error" })) && !s.matches({ columns: "loading" }),
      )
      const c = done.context
      if (done.matches({ list: "error" })) throw failure("could not list equipment", c.error)
      return {
        page: c.page + 1,
        pageSize: c.pageSize,
        pages: pageCount(c.count, c.pageSize),
        count: c.count,
        columns: chosen ?? c.columns,
        url: equipmentUrlParams(c),
        items: c.results ?? [],
      }
    } finally {
      list.stop()
    }
  })
}

export const render = (result: EquipmentListResult): string => {
  const zone = localTimeZone()
  const query = listQueryString(result.url)
  const footer =
    `Page ${result.page} of ${result.pages} · ${result.count} piece${result.count === 1 ? "" : "s"} of equipment` +
    (query ? ` · /equipment?${query}` : "")
  if (result.items.length === 0) return `No equipment matches.\n${footer}`
  const columns = [
    { heading: "ID", cell: (e: Equipment) => String(e.equipmentid), align: "right" as const },
    ...result.columns.map((field) => ({
      heading: columnTitle(field).toUpperCase(),
      cell: (e: Equipment) => equipmentCellText(e, field, zone),
      max: 36,
    })),
  ]
  return `${renderTable(columns, result.items)}\n\n${footer}`
}
