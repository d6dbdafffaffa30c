import type { NewTicketFilesProblem } from "../../domain/tickets/new-ticket-files.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { NewTicketErrors, NewTicketField, NewTicketValues } from "./new-ticket.form.ts"

/** Failures of POST /v1/ticket, and of POST /v1/ticket/withfiles (a file named by 400, 413 or 415). */
export type CreateTicketFailure =
  | EndpointFailure<"tickets", "create">
  | EndpointFailure<"tickets", "createWithFiles">

/** A file picked for the new ticket; the id comes from the host (no ids are made inside core). */
export interface NewTicketFileEntry {
  readonly id: string
  readonly name: string
  readonly size: number
  readonly body: Blob
  /** 0 to 1 while sending, when the host's transport reports progress. */
  readonly progress: number
}

export interface NewTicketContext {
  /** Values a reset goes back to. */
  readonly initial: NewTicketValues
  readonly values: NewTicketValues
  /** The rules' messages of the fields that fail them (spec section 5). */
  readonly invalid: NewTicketErrors
  /** Why creating the ticket failed; faces map it to text. */
  readonly error: CreateTicketFailure | null
  readonly ticketid: number | null
  /** Files sent with the ticket (issue 28): all arrive with it, or the ticket is not created. */
  readonly files: ReadonlyArray<NewTicketFileEntry>
  /** Why the last picked files were not added (too many, empty, over 10 MB). */
  readonly filesProblem: NewTicketFilesProblem | null
}

type FieldValue<F extends NewTicketField = NewTicketField> = {
  readonly field: F
  readonly value: NewTicketValues[F]
}

/** `form.input` only stores (no validation, spec section 5); `form.change` and `form.blur` validate. */
export type NewTicketEvent =
  | ({ readonly type: "form.input" } & FieldValue)
  | ({ readonly type: "form.change" } & FieldValue)
  | { readonly type: "form.blur"; readonly field: NewTicketField }
  | { readonly type: "form.submit" }
  | { readonly type: "form.reset" }
  | { readonly type: "files.add"; readonly files: ReadonlyArray<Omit<NewTicketFileEntry, "progress">> }
  | { readonly type: "files.remove"; readonly id: string }
  /** Bytes of the whole request sent so far, as the host's transport reports them. */
  | { readonly type: "files.progress"; readonly loaded: number; readonly total: number }

/**
 * Announced once the ticket exists (the host sends `nav.ticketCreated` and navigates to it), and
 * when the agreement or location changes (the new-ticket page loads their choices).
 */
export type NewTicketEmitted =
  | { readonly type: "ticket.created"; readonly ticketid: number }
  | {
      readonly type: "ticket.placeChanged"
      readonly agreementid: number | null
      readonly locationid: number | null
    }

export interface NewTicketInput {
  /** Prefilled values, e.g. the signed-in user's name as contact or the only agreement. */
  readonly defaults?: Partial<NewTicketValues>
}

export interface NewTicketOutput {
  readonly ticketid: number
}
