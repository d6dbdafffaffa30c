import { assign, enqueueActions, setup } from "xstate"
import { closeReasonInvalid } from "../../domain/tickets/customer-close.ts"
import { validateField } from "../../domain/validation/rules.ts"
import { fieldRulesOf } from "../../schema/form-fields.ts"
import { CustomerCloseTicket, ReopenTicket, type TicketItem } from "../../schema/ticket.ts"
import { announce } from "../shared/announce.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"
import type {
  CustomerCloseFailure,
  CustomerCloseInput,
  ReopenInput,
  TicketCustomerCloseContext,
  TicketCustomerCloseEmitted,
  TicketCustomerCloseEvent,
} from "./ticket-customer-close.types.ts"

/** The dialogs' labels and limits, read from the contract. */
export const CUSTOMER_CLOSE_RULES = fieldRulesOf(CustomerCloseTicket)
export const REOPEN_RULES = fieldRulesOf(ReopenTicket)

const reasonCheck = (c: TicketCustomerCloseContext) => closeReasonInvalid(c.reason, c.text)
const commentCheck = (c: TicketCustomerCloseContext) => validateField(REOPEN_RULES.comment, c.comment) ?? null

const customerClose = providedByRuntime<TicketItem, CustomerCloseInput, CustomerCloseFailure>("customerClose")
const reopenTicket = providedByRuntime<TicketItem, ReopenInput, CustomerCloseFailure>("reopenTicket")

const EMPTY = { reason: null, text: "", comment: "", invalid: null, error: null } as const

/**
 * The customer's close and reopen (issue 28): idle until 'Close ticket' or 'Reopen ticket' opens
 * its dialog; a reason (and its details) or a comment, checked by the domain's and the contract's
 * rules; the call; back to idle with `ticket.closed` or `ticket.reopened` announced, or to the
 * dialog with the failure kept.
 */
export const ticketCustomerCloseMachine = setup({
  types: {} as {
    context: TicketCustomerCloseContext
    events: TicketCustomerCloseEvent
    input: { readonly ticketId: number }
    emitted: TicketCustomerCloseEmitted
  },
  actors: { customerClose, reopenTicket },
  guards: {
    isReasonValid: ({ context }) => reasonCheck(context) === null,
    isCommentValid: ({ context }) => commentCheck(context) === null,
  },
  actions: {
    validateReason: assign({ invalid: ({ context }) => reasonCheck(context) }),
    validateComment: assign({ invalid: ({ context }) => commentCheck(context) }),
    clearForm: assign(EMPTY),
  },
}).createMachine({
  id: "ticketCustomerClose",
  context: ({ input }) => ({ ticketId: input.ticketId, ...EMPTY }),
  initial: "idle",
  states: {
    idle: {
      on: {
        "customerClose.open": { target: "closeEditing", actions: "clearForm" },
        "reopen.open": { target: "reopenEditing", actions: "clearForm" },
      },
    },
    closeEditing: {
      on: {
        "customerClose.cancel": { target: "idle" },
        "customerClose.reason": {
          actions: [assign({ reason: ({ event }) => event.reason, invalid: null })],
        },
        "customerClose.text": { actions: assign({ text: ({ event }) => event.value }) },
        "customerClose.submit": [
          { guard: "isReasonValid", target: "closing" },
          { actions: "validateReason" },
        ],
      },
    },
    closing: {
      entry: assign({ invalid: null, error: null }),
      invoke: {
        src: "customerClose",
        input: ({ context }) => ({
          ticketid: context.ticketId,
          payload: {
            reason: context.reason ?? "resolved",
            ...(context.text.trim() === "" ? {} : { text: context.text.trim() }),
          },
        }),
        onDone: {
          target: "idle",
          actions: [
            "clearForm",
            enqueueActions(({ enqueue, event, self }) =>
              announce(enqueue, self, { type: "ticket.closed", ticket: event.output.item }),
            ),
          ],
        },
        onError: {
          target: "closeEditing",
          actions: assign({ error: ({ event }) => failureOf(customerClose, event) }),
        },
      },
    },
    reopenEditing: {
      on: {
        "reopen.cancel": { target: "idle" },
        "reopen.input": { actions: assign({ comment: ({ event }) => event.value }) },
        "reopen.blur": { actions: "validateComment" },
        "reopen.submit": [{ guard: "isCommentValid", target: "reopening" }, { actions: "validateComment" }],
      },
    },
    reopening: {
      entry: assign({ invalid: null, error: null }),
      invoke: {
        src: "reopenTicket",
        input: ({ context }) => ({
          ticketid: context.ticketId,
          payload: { comment: context.comment.trim() },
        }),
        onDone: {
          target: "idle",
          actions: [
            "clearForm",
            enqueueActions(({ enqueue, event, self }) =>
              announce(enqueue, self, { type: "ticket.reopened", ticket: event.output.item }),
            ),
          ],
        },
        onError: {
          target: "reopenEditing",
          actions: assign({ error: ({ event }) => failureOf(reopenTicket, event) }),
        },
      },
    },
  },
})
