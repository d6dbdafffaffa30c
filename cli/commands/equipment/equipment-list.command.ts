import { waitFor } from "xstate"
import { listQueryString } from "../../../core/domain/lists/query-string.ts"
import { columnTitle, equipmentCellText } from "../../../core/domain/equipment/cell-text.ts"
import type { EquipmentColumn } from "../../../core/domain/equipment/fields.ts"
import { equipmentUrlParams, parseEquipmentListUrl } from "../../../core/domain/equipment/list-url.ts"
import { pageCount } from "../../../core/domain/lists/paging.ts"
import type { Equipment } from "../../../core/schema/equipment.ts"
import type { Column } from "../../format/table.ts"
import { startMachine } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"
import { readPages, withoutPage } from "../shared/all-pages.ts"
import { listText } from "../shared/list-output.ts"
import type { ListOutputOptions } from "../shared/list-output.options.ts"
import { withSignedIn } from "../shared/signed-in.ts"
import { localTimeZone } from "../tickets/ticket.format.ts"
import { type EquipmentListOptions, parseColumns, toEquipmentUrlParams } from "./equipment-options.ts"

export type EquipmentListCommandOptions = EquipmentListOptions & ListOutputOptions

export interface EquipmentListResult {
  /** One-based (with --all: 1, every page read). */
  readonly page: number
  readonly pageSize: number
  readonly pages: number
  readonly count: number
  /** The columns shown: `--columns`, else the choice saved on the server (as in the browser). */
  readonly columns: ReadonlyArray<EquipmentColumn>
  /** The `/equipment` URL query of this view. */
  readonly url: Readonly<Record<string, string>>
  /** True with --all: `items` holds every page. */
  readonly all: boolean
  readonly items: ReadonlyArray<Equipment>
}

/** Lists equipment through the equipment list machine, from the options as the `/equipment` URL. */
export const run = (options: EquipmentListCommandOptions, deps: CliDeps): Promise<EquipmentListResult> => {
  const params = parseEquipmentListUrl(toEquipmentUrlParams(options))
  const chosen = options.columns === undefined ? undefined : parseColumns(options.columns)
  return withSignedIn(deps, async ({ failure }) => {
    const list = startMachine(deps, "equipmentList", { params })
    try {
      list.send({ type: "list.load" })
      const { snapshot, items } = await readPages(options.all, {
        settle: () =>
          waitFor(
            list,
            (s) =>
              (s.matches({ list: "none" }) || s.matches({ list: "error" })) &&
              !s.matches({ columns: "loading" }),
          ),
        next: () => list.send({ type: "list.pageNext" }),
        view: (s) => (s.matches({ list: "error" }) ? null : { ...s.context, items: s.context.results ?? [] }),
        progress: (done, total) => deps.progress({ label: "Fetching equipment", done, total }),
      })
      const c = snapshot.context
      if (snapshot.matches({ list: "error" })) throw failure("could not list equipment", c.error)
      const all = options.all === true
      return {
        page: all ? 1 : c.page + 1,
        pageSize: c.pageSize,
        pages: pageCount(c.count, c.pageSize),
        count: c.count,
        columns: chosen ?? c.columns,
        url: all ? withoutPage(equipmentUrlParams(c)) : equipmentUrlParams(c),
        all,
        items,
      }
    } finally {
      list.stop()
    }
  })
}

/** The columns of the table and the CSV: the id, then the chosen fields. */
const equipmentColumns = (fields: EquipmentListResult["columns"]): ReadonlyArray<Column<Equipment>> => {
  const zone = localTimeZone()
  return [
    { heading: "ID", cell: (e: Equipment) => String(e.equipmentid), align: "right" as const },
    ...fields.map((field) => ({
      heading: columnTitle(field).toUpperCase(),
      cell: (e: Equipment) => equipmentCellText(e, field, zone),
      max: 36,
    })),
  ]
}

export const render = (result: EquipmentListResult, options: EquipmentListCommandOptions = {}): string => {
  const query = listQueryString(result.url)
  const pieces = `${result.count} piece${result.count === 1 ? "" : "s"} of equipment`
  const footer =
    (result.all ? `All ${pieces}` : `Page ${result.page} of ${result.pages} · ${pieces}`) +
    (query ? ` · /equipment?${query}` : "")
  return listText(options, equipmentColumns(result.columns), result.items, {
    empty: "No equipment matches.",
    footer,
  })
}
