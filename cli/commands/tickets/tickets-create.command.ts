import { waitFor } from "xstate"
import { isSeverityLevel } from "../../../core/domain/tickets/severity.ts"
import type { NewTicketEvent } from "../../../core/machines/new-ticket/new-ticket.machine.ts"
import {
  newTicketFileMessages,
  newTicketFilesProblem,
} from "../../../core/domain/tickets/new-ticket-files.ts"
import { usageError } from "../../runtime/cli-errors.ts"
import { readAttachments } from "./attachment-files.ts"
import { startMachine } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"
import { withSignedIn } from "../shared/signed-in.ts"

export interface TicketsCreateOptions {
  readonly agreement?: string | undefined
  readonly location?: string | undefined
  readonly equipment?: string | undefined
  readonly problem?: string | undefined
  readonly severity?: string | undefined
  /** Defaults to the signed-in user's name, as the form does. */
  readonly contact?: string | undefined
  readonly contactPhone?: string | undefined
  readonly contactEmail?: string | undefined
  readonly reference?: string | undefined
  /** Files sent with the ticket in the same request: all arrive with it or it is not created. */
  readonly attach?: ReadonlyArray<string> | undefined
}

export interface TicketsCreateResult {
  readonly ticketid: number
  /** The names of the files that arrived with the ticket. */
  readonly files: ReadonlyArray<string>
}

const id = (option: string, value: string): number => {
  if (!/^\s*[1-9]\d*\s*$/.test(value))
    throw usageError(`${option} must be a positive whole number, got '${value}'`)
  return Number(value)
}

const severity = (value: string) => {
  const level = Number(value)
  if (!isSeverityLevel(level)) throw usageError(`--severity must be 1, 2 or 3, got '${value}'`)
  return level
}

/** The options as the form's change events, in form order (a new agreement clears the location). */
const changes = (o: TicketsCreateOptions): Array<NewTicketEvent> => {
  const out: Array<NewTicketEvent> = []
  const change = (event: Omit<Extract<NewTicketEvent, { type: "form.change" }>, "type">) =>
    out.push({ type: "form.change", ...event } as NewTicketEvent)
  if (o.agreement !== undefined) change({ field: "agreementid", value: id("--agreement", o.agreement) })
  if (o.location !== undefined) change({ field: "locationid", value: id("--location", o.location) })
  if (o.equipment !== undefined) change({ field: "equipmentid", value: id("--equipment", o.equipment) })
  if (o.problem !== undefined) change({ field: "problem", value: o.problem })
  if (o.severity !== undefined) change({ field: "severitylevel", value: severity(o.severity) })
  if (o.contact !== undefined) change({ field: "contactname", value: o.contact })
  if (o.contactPhone !== undefined) change({ field: "contactphone", value: o.contactPhone })
  if (o.contactEmail !== undefined) change({ field: "contactemail", value: o.contactEmail })
  if (o.reference !== undefined) change({ field: "customerreferenceid", value: o.reference })
  return out
}

/**
 * Fills the new-ticket form machine field by field and submits it: the form's own rules (spec
 * section 5 messages) refuse bad input before any request, then POST /v1/ticket creates it, or with
 * `--attach` POST /v1/ticket/withfiles creates it with its files in one request (a refused file,
 * named in the server's message, creates nothing: exit 1).
 */
export const run = (options: TicketsCreateOptions, deps: CliDeps): Promise<TicketsCreateResult> => {
  const events = changes(options)
  const files = readAttachments(options.attach ?? [])
  // The form's own rule on the list (how many files one ticket takes), before signing in.
  const problem = newTicketFilesProblem(files)
  if (problem?.kind === "tooMany") throw usageError(newTicketFileMessages.tooMany)
  return withSignedIn(deps, async ({ user, failure }) => {
    const contactname = `${user.firstname} ${user.lastname}`.trim()
    const form = startMachine(deps, "newTicket", { defaults: { contactname } })
    try {
      for (const event of events) form.send(event)
      if (files.length > 0) form.send({ type: "files.add", files })
      form.send({ type: "form.submit" })
      const invalid = Object.values(form.getSnapshot().context.invalid).filter((m) => m)
      if (form.getSnapshot().matches("editing"))
        throw usageError(`the ticket is not valid: ${invalid.join("; ") || "check the options"}`)
      const done = await waitFor(form, (s) => s.matches("done") || s.matches("editing"))
      if (!done.matches("done")) throw failure("could not create the ticket", done.context.error)
      return { ticketid: done.context.ticketid ?? 0, files: done.context.files.map((f) => f.name) }
    } finally {
      form.stop()
    }
  })
}

export const render = (result: TicketsCreateResult): string => {
  const files =
    result.files.length > 0 ? ` with ${result.files.length} file(s): ${result.files.join(", ")}` : ""
  return `Created Service Ticket #${result.ticketid}${files}. Show it with: portal tickets show ${result.ticketid}`
}
