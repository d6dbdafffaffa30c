import { assign, setup } from "xstate"
import { email as emailRule, required } from "../../domain/validation/rules.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { EmailChangeList } from "../../schema/profile.ts"
import type { StatusMessage } from "../../schema/session.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"

export type EmailRequestFailure = EndpointFailure<"profile", "requestEmailChange">
export type PendingFailure = EndpointFailure<"profile", "emailChangeRequests">

export interface EmailChangeInput {
  readonly userId: number
}

export interface EmailChangeContext {
  readonly userId: number
  readonly pending: EmailChangeList["items"]
  /** The email rule's message for the last submitted address (spec section 5). */
  readonly problem: string | null
  /** The server's answer to the last request. */
  readonly sent: string | null
  readonly error: EmailRequestFailure | null
  readonly loadError: PendingFailure | null
}

export type EmailChangeEvent =
  | { readonly type: "email.submit"; readonly newEmail: string }
  | { readonly type: "email.reload" }

const loadPending = providedByRuntime<EmailChangeList, { userId: number }, PendingFailure>("loadPending")
const requestChange = providedByRuntime<
  StatusMessage,
  { userId: number; newEmail: string },
  EmailRequestFailure
>("requestChange")

/** The email rule (required, then the address pattern) for an address typed into the form. */
const problemOf = (newEmail: string): string | null =>
  required("New Email", newEmail) ?? emailRule(newEmail.trim()) ?? null

/**
 * An email change from the profile: `loading` the pending requests, `idle` with the form,
 * `submitting` POST /v1/user/email/:id, then the pending list again. A submit failing the email
 * rule stays in `idle` with the rule's message and calls nothing.
 */
export const emailChangeMachine = setup({
  types: {} as { context: EmailChangeContext; events: EmailChangeEvent; input: EmailChangeInput },
  actors: { loadPending, requestChange },
  guards: {
    isAddressValid: ({ event }) => event.type === "email.submit" && problemOf(event.newEmail) === null,
  },
}).createMachine({
  id: "emailChange",
  context: ({ input }) => ({
    userId: input.userId,
    pending: [],
    problem: null,
    sent: null,
    error: null,
    loadError: null,
  }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        src: "loadPending",
        input: ({ context }) => ({ userId: context.userId }),
        onDone: {
          target: "idle",
          actions: assign({ pending: ({ event }) => event.output.items, loadError: null }),
        },
        onError: {
          target: "idle",
          actions: assign({ loadError: ({ event }) => failureOf(loadPending, event) }),
        },
      },
    },
    idle: {
      on: {
        "email.submit": [
          { guard: "isAddressValid", target: "submitting", actions: assign({ problem: null }) },
          {
            actions: assign({
              problem: ({ event }) => problemOf(event.newEmail),
              sent: null,
            }),
          },
        ],
        "email.reload": { target: "loading" },
      },
    },
    submitting: {
      entry: assign({ error: null, sent: null }),
      invoke: {
        src: "requestChange",
        input: ({ context, event }) => ({
          userId: context.userId,
          newEmail: event.type === "email.submit" ? event.newEmail.trim() : "",
        }),
        onDone: { target: "loading", actions: assign({ sent: ({ event }) => event.output.message }) },
        onError: {
          target: "idle",
          actions: assign({ error: ({ event }) => failureOf(requestChange, event) }),
        },
      },
    },
  },
})
