import { assign, enqueueActions, setup } from "xstate"
import { validateField } from "../../domain/validation/rules.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import { fieldRulesOf } from "../../schema/form-fields.ts"
import { CloseTicket, type TicketDetail, type TicketItem } from "../../schema/ticket.ts"
import { announce } from "../shared/announce.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"

/** Failures of POST /v1/ticket/:ticketid/close (403 not staff, 404, 409 not open, 400). */
export type CloseFailure = EndpointFailure<"tickets", "close">

export interface TicketCloseContext {
  readonly ticketId: number
  readonly solution: string
  /** The rule's message ('Solution is required', ...), or null. */
  readonly invalid: string | null
  /** Why closing failed; faces map it to text. */
  readonly error: CloseFailure | null
}

export type TicketCloseEvent =
  | { readonly type: "close.open" }
  | { readonly type: "close.cancel" }
  | { readonly type: "close.input"; readonly value: string }
  | { readonly type: "close.change"; readonly value: string }
  | { readonly type: "close.blur" }
  | { readonly type: "close.submit" }

/** Announced after the server closed the ticket: the page shows the closed ticket, the host recounts. */
export type TicketCloseEmitted = { readonly type: "ticket.closed"; readonly ticket: TicketDetail }

/** The solution field's label and rules, read from the contract's `CloseTicket`. */
export const SOLUTION_RULES = fieldRulesOf(CloseTicket).solution

const check = (solution: string) => validateField(SOLUTION_RULES, solution) ?? null

export interface CloseInput {
  readonly ticketid: number
  readonly payload: CloseTicket
}

const closeTicket = providedByRuntime<TicketItem, CloseInput, CloseFailure>("closeTicket")

/**
 * Closing a ticket (provider staff, issue 14): idle until the 'Close ticket' action opens the
 * dialog; editing the solution (checked by the contract's rule); closing while the call runs; back
 * to idle with `ticket.closed` announced, or to editing with the failure kept for the dialog.
 */
export const ticketCloseMachine = setup({
  types: {} as {
    context: TicketCloseContext
    events: TicketCloseEvent
    input: { readonly ticketId: number }
    emitted: TicketCloseEmitted
  },
  actors: { closeTicket },
  guards: {
    isSolutionValid: ({ context }) => check(context.solution) === null,
  },
  actions: {
    validateSolution: assign({ invalid: ({ context }) => check(context.solution) }),
  },
}).createMachine({
  id: "ticketClose",
  context: ({ input }) => ({ ticketId: input.ticketId, solution: "", invalid: null, error: null }),
  initial: "idle",
  states: {
    idle: {
      on: {
        "close.open": { target: "editing", actions: assign({ solution: "", invalid: null, error: null }) },
      },
    },
    editing: {
      on: {
        "close.cancel": { target: "idle" },
        "close.input": { actions: assign({ solution: ({ event }) => event.value }) },
        "close.change": { actions: [assign({ solution: ({ event }) => event.value }), "validateSolution"] },
        "close.blur": { actions: "validateSolution" },
        "close.submit": [{ guard: "isSolutionValid", target: "closing" }, { actions: "validateSolution" }],
      },
    },
    closing: {
      entry: assign({ invalid: null, error: null }),
      invoke: {
        src: "closeTicket",
        input: ({ context }) => ({
          ticketid: context.ticketId,
          payload: { solution: context.solution.trim() },
        }),
        onDone: {
          target: "idle",
          actions: [
            assign({ solution: "" }),
            enqueueActions(({ enqueue, event, self }) =>
              announce(enqueue, self, { type: "ticket.closed", ticket: event.output.item }),
            ),
          ],
        },
        onError: {
          target: "editing",
          actions: assign({ error: ({ event }) => failureOf(closeTicket, event) }),
        },
      },
    },
  },
})
