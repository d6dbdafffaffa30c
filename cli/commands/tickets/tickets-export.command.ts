import { existsSync, renameSync, statSync, writeFileSync } from "node:fs"
import { dirname, resolve } from "node:path"
import { waitFor } from "xstate"
import { parseTicketListUrl } from "../../../core/domain/tickets/list-url.ts"
import { usageError } from "../../runtime/cli-errors.ts"
import { startMachine } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"
import { type TicketFilterOptions, toTicketUrlParams } from "./list-options.ts"
import { withSignedIn } from "../shared/signed-in.ts"
import { localTimeZone } from "./ticket.format.ts"

export interface TicketsExportOptions extends TicketFilterOptions {
  readonly out: string
  /** Replace an existing file. */
  readonly force?: boolean | undefined
}

export interface TicketsExportResult {
  readonly file: string
  readonly bytes: number
  readonly timeZone: string
}

const STEPS = { requesting: "Preparing the spreadsheet", downloading: "Downloading the spreadsheet" } as const

const checkOut = (out: string, force: boolean): string => {
  const file = resolve(out)
  if (!/\.xlsx$/i.test(file)) throw usageError(`--out must name an .xlsx file, got '${out}'`)
  if (!existsSync(dirname(file)) || !statSync(dirname(file)).isDirectory())
    throw usageError(`the folder of --out ${out} does not exist`)
  if (existsSync(file) && !force) throw usageError(`${out} exists: pass --force to replace it`)
  return file
}

/**
 * Exports every ticket matching the filters (no paging) through the export machine: GET
 * /v1/excel/tickets for the download URL, then the file. Dates in the sheet use the terminal's zone.
 */
export const run = (options: TicketsExportOptions, deps: CliDeps): Promise<TicketsExportResult> => {
  const params = parseTicketListUrl(toTicketUrlParams(options))
  const file = checkOut(options.out, options.force === true)
  const timeZone = localTimeZone()
  return withSignedIn(deps, async ({ failure }) => {
    const machine = startMachine(deps, "ticketExport")
    try {
      let data: Uint8Array | null = null
      machine.on("export.ready", (event) => {
        data = event.data
      })
      machine.subscribe((snap) => {
        if (snap.matches("requesting")) deps.progress({ label: STEPS.requesting, done: 0, total: 3 })
        if (snap.matches("downloading")) deps.progress({ label: STEPS.downloading, done: 1, total: 3 })
      })
      machine.send({ type: "export.start", params, timeZone })
      const done = await waitFor(machine, (snap) => snap.matches("idle"))
      if (data === null) throw failure("could not export tickets", done.context.error)
      const bytes: Uint8Array = data
      deps.progress({ label: `Saving ${options.out}`, done: 2, total: 3 })
      const temp = `${file}.${process.pid}.tmp`
      writeFileSync(temp, bytes)
      renameSync(temp, file)
      deps.progress({ label: `Saved ${options.out}`, done: 3, total: 3 })
      return { file, bytes: bytes.byteLength, timeZone }
    } finally {
      machine.stop()
    }
  })
}

export const render = (result: TicketsExportResult): string =>
  `Exported tickets to ${result.file} (${result.bytes} bytes, dates in ${result.timeZone}).`
