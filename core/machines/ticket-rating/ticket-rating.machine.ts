import { assign, setup } from "xstate"
import { ratingInvalid } from "../../domain/tickets/rating.ts"
import type { RatingLink, TicketRating } from "../../schema/rating.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"
import type {
  RatingFailure,
  RatingTarget,
  RatingView,
  SendRatingInput,
  TicketRatingContext,
  TicketRatingEvent,
  TicketRatingInput,
} from "./ticket-rating.types.ts"

export type * from "./ticket-rating.types.ts"

/** The ticket's answer as the view: its state from whether an ask exists and the caller may rate. */
export const viewOfTicket = (t: TicketRating): RatingView => ({
  ticketid: t.ticketid,
  title: null,
  state: !t.asked ? "none" : t.canRate ? "open" : "used",
  canRate: t.canRate,
  rating: t.rating,
})

/** The link's answer as the view: the number and title, nothing else about the ticket. */
export const viewOfLink = (l: RatingLink): RatingView => ({
  ticketid: l.ticketid,
  title: l.title,
  state: l.state,
  canRate: l.state === "open",
  rating: null,
})

const fetchRating = providedByRuntime<RatingView, { target: RatingTarget }, RatingFailure>("fetchRating")
const sendRating = providedByRuntime<RatingView, SendRatingInput, RatingFailure>("sendRating")

/**
 * The satisfaction rating of one ticket (issue 28), on the ticket detail (`{ ticketid }`) and on the
 * mailed link's page (`{ token }`): loads where the ask stands, takes a score 1-5 and an optional
 * comment, refuses what the rule refuses (core/domain/tickets/rating.ts) and sends it once.
 */
export const ticketRatingMachine = setup({
  types: {} as { context: TicketRatingContext; events: TicketRatingEvent; input: TicketRatingInput },
  actors: { fetchRating, sendRating },
  guards: {
    isLink: ({ context }) => "token" in context.target,
    isValid: ({ context }) => ratingInvalid(context.score, context.comment) === null,
  },
  actions: {
    assignInvalid: assign({ invalid: ({ context }) => ratingInvalid(context.score, context.comment) }),
  },
}).createMachine({
  id: "ticketRating",
  context: ({ input }) => ({
    target: input.target,
    view: null,
    score: null,
    comment: "",
    invalid: null,
    error: null,
    sent: false,
  }),
  // The mailed link's page loads at once; the ticket detail's section asks (`rating.load`) when it
  // shows, that is when the ticket is closed, and again after a new close.
  initial: "idle",
  states: {
    idle: {
      always: { guard: "isLink", target: "loading" },
      on: { "rating.load": { target: "loading" } },
    },
    loading: {
      invoke: {
        src: "fetchRating",
        input: ({ context }) => ({ target: context.target }),
        onDone: { target: "ready", actions: assign({ view: ({ event }) => event.output, error: null }) },
        onError: {
          target: "failed",
          actions: assign({ error: ({ event }) => failureOf(fetchRating, event) }),
        },
      },
    },
    failed: { on: { "rating.retry": { target: "loading" }, "rating.load": { target: "loading" } } },
    ready: {
      on: {
        "rating.load": { target: "loading", actions: assign({ sent: false }) },
        "rating.score": { actions: assign({ score: ({ event }) => event.score, invalid: null }) },
        "rating.comment": { actions: assign({ comment: ({ event }) => event.value }) },
        "rating.submit": [
          { guard: "isValid", target: "sending", actions: assign({ invalid: null, error: null }) },
          { actions: "assignInvalid" },
        ],
      },
    },
    sending: {
      invoke: {
        src: "sendRating",
        input: ({ context }) => ({
          target: context.target,
          payload: { score: context.score!, ...(context.comment.trim() ? { comment: context.comment } : {}) },
        }),
        onDone: {
          target: "ready",
          actions: assign({ view: ({ event }) => event.output, sent: true, score: null, comment: "" }),
        },
        onError: { target: "ready", actions: assign({ error: ({ event }) => failureOf(sendRating, event) }) },
      },
    },
  },
})
