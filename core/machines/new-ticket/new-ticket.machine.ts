import { assign, emit, setup } from "xstate"
import { isFormValid } from "../../domain/validation/rules.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { NewTicket, NewTicketResult } from "../../schema/ticket.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"
import {
  EMPTY_NEW_TICKET,
  type NewTicketErrors,
  type NewTicketField,
  type NewTicketValues,
  setNewTicketField,
  toNewTicketPayload,
  validateNewTicket,
  validateNewTicketField,
} from "./new-ticket.form.ts"

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

/** Emitted once the ticket exists: the host sends `nav.ticketCreated` and navigates to it. */
export type NewTicketEmitted = { readonly type: "ticket.created"; readonly ticketid: number }

export interface NewTicketInput {
  /** Prefilled values, e.g. the signed-in user's name as contact or the only agreement. */
  readonly defaults?: Partial<NewTicketValues>
}

export interface NewTicketOutput {
  readonly ticketid: number
}

const createTicket = providedByRuntime<NewTicketResult, NewTicket, CreateTicketFailure>("createTicket")

/** New service ticket form: validate, create, finish with the new ticket's id. */
export const newTicketMachine = setup({
  types: {} as {
    context: NewTicketContext
    events: NewTicketEvent
    input: NewTicketInput | undefined
    emitted: NewTicketEmitted
    output: NewTicketOutput
  },
  actors: {
    createTicket,
  },
  guards: {
    isFormValid: ({ context }) => isFormValid(validateNewTicket(context.values)),
  },
  actions: {
    assignValue: assign({
      values: ({ context, event }) =>
        event.type === "form.input" || event.type === "form.change"
          ? setNewTicketField(context.values, event.field, event.value)
          : context.values,
    }),
    validateEventField: assign({
      invalid: ({ context, event }) =>
        event.type === "form.change" || event.type === "form.blur"
          ? validateNewTicketField(context.invalid, context.values, event.field)
          : context.invalid,
    }),
    validateAll: assign({ invalid: ({ context }) => validateNewTicket(context.values) }),
  },
}).createMachine({
  id: "newTicket",
  context: ({ input }) => ({
    initial: { ...EMPTY_NEW_TICKET, ...input?.defaults },
    values: { ...EMPTY_NEW_TICKET, ...input?.defaults },
    invalid: {},
    error: null,
    ticketid: null,
  }),
  initial: "editing",
  states: {
    editing: {
      on: {
        "form.input": { actions: "assignValue" },
        "form.change": { actions: ["assignValue", "validateEventField"] },
        "form.blur": { actions: "validateEventField" },
        "form.submit": [
          { guard: "isFormValid", target: "submitting", actions: "validateAll" },
          { actions: "validateAll" },
        ],
        "form.reset": {
          actions: assign(({ context }) => ({ values: context.initial, invalid: {}, error: null })),
        },
      },
    },
    /** The form is disabled while submitting. */
    submitting: {
      entry: assign({ error: null }),
      invoke: {
        src: "createTicket",
        input: ({ context }) => toNewTicketPayload(context.values),
        onDone: {
          target: "done",
          actions: [
            assign({ ticketid: ({ event }) => event.output.ticketid }),
            emit(({ event }) => ({ type: "ticket.created" as const, ticketid: event.output.ticketid })),
          ],
        },
        onError: {
          target: "editing",
          actions: assign({ error: ({ event }) => failureOf(createTicket, event) }),
        },
      },
    },
    done: { type: "final" },
  },
  output: ({ context }) => ({ ticketid: context.ticketid ?? 0 }),
})
