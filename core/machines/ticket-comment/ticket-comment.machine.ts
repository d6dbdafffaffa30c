import { assign, enqueueActions, setup } from "xstate"
import { validateField } from "../../domain/validation/rules.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import { fieldRulesOf } from "../../schema/form-fields.ts"
import { CommentPayload, type CommentResult, type TicketActivity } from "../../schema/ticket.ts"
import { announce } from "../shared/announce.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"

/** Failures of POST /v1/activity/tickets. */
export type CommentFailure = EndpointFailure<"tickets", "comment">

export interface TicketCommentContext {
  readonly ticketId: number
  readonly comment: string
  /** The rule's message ('Comment is required', 'Comment must be less than 2000 characters'), or null. */
  readonly invalid: string | null
  /** Why posting failed; faces map it to text. */
  readonly error: CommentFailure | null
}

export type TicketCommentEvent =
  | { readonly type: "comment.input"; readonly value: string }
  | { readonly type: "comment.change"; readonly value: string }
  | { readonly type: "comment.blur" }
  | { readonly type: "comment.submit" }

/** Announced after the server stored the comment: the ticket page adds it to the detail's activity. */
export type TicketCommentEmitted = { readonly type: "comment.posted"; readonly activity: TicketActivity }

/** The comment field's label and rules, read from the contract's `CommentPayload`. */
export const COMMENT_RULES = fieldRulesOf(CommentPayload).comment

const check = (comment: string) => validateField(COMMENT_RULES, comment) ?? null

const postComment = providedByRuntime<CommentResult, CommentPayload, CommentFailure>("postComment")

/** Adds a comment to a ticket (POST /v1/activity/tickets with activityid 3, applicationid 1). */
export const ticketCommentMachine = setup({
  types: {} as {
    context: TicketCommentContext
    events: TicketCommentEvent
    input: { readonly ticketId: number }
    emitted: TicketCommentEmitted
  },
  actors: {
    postComment,
  },
  guards: {
    isCommentValid: ({ context }) => check(context.comment) === null,
  },
  actions: {
    validateComment: assign({ invalid: ({ context }) => check(context.comment) }),
  },
}).createMachine({
  id: "ticketComment",
  context: ({ input }) => ({ ticketId: input.ticketId, comment: "", invalid: null, error: null }),
  initial: "editing",
  states: {
    editing: {
      on: {
        "comment.input": { actions: assign({ comment: ({ event }) => event.value }) },
        "comment.change": { actions: [assign({ comment: ({ event }) => event.value }), "validateComment"] },
        "comment.blur": { actions: "validateComment" },
        "comment.submit": [{ guard: "isCommentValid", target: "posting" }, { actions: "validateComment" }],
      },
    },
    posting: {
      entry: assign({ invalid: null, error: null }),
      invoke: {
        src: "postComment",
        input: ({ context }) => ({
          comment: context.comment.trim(),
          ticketid: context.ticketId,
          activityid: 3 as const,
          applicationid: 1 as const,
        }),
        onDone: {
          target: "editing",
          actions: [
            assign({ comment: "" }),
            enqueueActions(({ enqueue, event, self }) =>
              announce(enqueue, self, { type: "comment.posted", activity: event.output.item }),
            ),
          ],
        },
        onError: {
          target: "editing",
          actions: assign({ error: ({ event }) => failureOf(postComment, event) }),
        },
      },
    },
  },
})
