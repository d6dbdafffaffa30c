import { assign, emit, fromPromise, setup } from "xstate"
import { COMMENT_RULES } from "../../domain/tickets/new-ticket-form.ts"
import { validateField } from "../../domain/validation/rules.ts"
import type { CommentPayload, CommentResult, TicketActivity } from "../../schema/ticket.ts"

export interface TicketCommentContext {
  readonly ticketId: number
  readonly comment: string
  /** Validation message ('Comment is required', 'Comment must be less than 2000 characters'). */
  readonly error: string | undefined
  /** Failure of the post call as the actor gave it. */
  readonly submitError: unknown
}

export type TicketCommentEvent =
  | { readonly type: "comment.input"; readonly value: string }
  | { readonly type: "comment.change"; readonly value: string }
  | { readonly type: "comment.blur" }
  | { readonly type: "comment.submit" }

/** Emitted after the server stored the comment: the host sends `detail.activityAdded`. */
export type TicketCommentEmitted = { readonly type: "comment.posted"; readonly activity: TicketActivity }

const check = (comment: string) => validateField(COMMENT_RULES.rules, COMMENT_RULES.label, comment)

/** Adds a comment to a ticket (POST /v1/activity/tickets with activityid 3, applicationid 1). */
export const ticketCommentMachine = setup({
  types: {} as {
    context: TicketCommentContext
    events: TicketCommentEvent
    input: { readonly ticketId: number }
    emitted: TicketCommentEmitted
  },
  actors: {
    postComment: fromPromise<CommentResult, CommentPayload>(async () => {
      throw new Error("postComment is provided by the runtime")
    }),
  },
  guards: {
    isCommentValid: ({ context }) => check(context.comment) === undefined,
  },
  actions: {
    validateComment: assign({ error: ({ context }) => check(context.comment) }),
  },
}).createMachine({
  id: "ticketComment",
  context: ({ input }) => ({ ticketId: input.ticketId, comment: "", error: undefined, submitError: null }),
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
      entry: assign({ submitError: null, error: undefined }),
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
            emit(({ event }) => ({ type: "comment.posted" as const, activity: event.output.item })),
          ],
        },
        onError: { target: "editing", actions: assign({ submitError: ({ event }) => event.error }) },
      },
    },
  },
})
