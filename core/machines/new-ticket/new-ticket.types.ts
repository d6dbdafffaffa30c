import type { EndpointFailure } from "../../runtime/failures.ts"
import type { NewTicketErrors, NewTicketField, NewTicketValues } from "./new-ticket.form.ts"

/** Failures of POST /v1/ticket. */
export type CreateTicketFailure = EndpointFailure<"tickets", "create">

export interface NewTicketContext {
  /** Values a reset goes back to. */
  readonly initial: NewTicketValues
  readonly values: NewTicketValues
  /** The rules' messages of the fields that fail them (spec section 5). */
  readonly invalid: NewTicketErrors
  /** Why creating the ticket failed; faces map it to text. */
  readonly error: CreateTicketFailure | null
  readonly ticketid: number | null
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
